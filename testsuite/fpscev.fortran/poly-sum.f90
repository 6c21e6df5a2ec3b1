! fvr in Fortran: the final value of a polynomial accumulation loop, the
! sum of the squares below n (fvr-seed-sum.h of fpscev.dg), is replaced
! by its closed form, behind the entry test n >= 2.
! { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" }
function sum_squares (n) result (s)
  implicit none
  integer, intent(in) :: n
  integer :: s, j
  s = 0
  do j = 0, n - 1 ! { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3" }
    s = s + j * j
  end do
end function sum_squares

! { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(entry test count >= 2\\)" } }
! { dg-final { scan-fpscev-dump ";; fvr: 1 loops changed" } }
