! Execute test of sin-bound.f90 and poly-sum.f90: with the test of
! sin (dble (i)) against 1.5 folded away, the counts of the sines above
! 0.5 are right, and the closed form of the sum of squares gives the
! loop's value at the counts around its entry test and beyond.
! { dg-do run }
subroutine count_sines (n, large, above_half)
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: large, above_half
  integer :: i
  large = 0
  above_half = 0
  do i = 1, n
    if (sin (dble (i)) > 1.5d0) large = large + 1
    if (sin (dble (i)) > 0.5d0) above_half = above_half + 1
  end do
end subroutine count_sines

function sum_squares (n) result (s)
  implicit none
  integer, intent(in) :: n
  integer :: s, j
  s = 0
  do j = 0, n - 1
    s = s + j * j
  end do
end function sum_squares

program main
  implicit none
  interface
    function sum_squares (n) result (s)
      integer, intent(in) :: n
      integer :: s
    end function sum_squares
  end interface
  integer :: large, above_half, n, i, want
  integer(8) :: want_sum
  volatile :: n
  real(8) :: x
  volatile :: x
  n = 1000
  call count_sines (n, large, above_half)
  want = 0
  do i = 1, 1000
    x = dble (i)
    if (sin (x) > 0.5d0) want = want + 1
  end do
  if (large /= 0 .or. above_half /= want) call abort ()
  do i = -2, 1200
    n = i
    want_sum = 0
    if (i > 0) want_sum = int (i - 1, 8) * i * (2 * i - 1) / 6
    if (sum_squares (n) /= want_sum) call abort ()
  end do
end program main
