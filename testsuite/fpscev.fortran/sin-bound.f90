! sin (dble (i)) of an integer i lies in [-1, 1]: fpscev decides the test
! against 1.5 and removes the call to dead () that gfortran 12 and 13
! alone keep (from GCC 14 on, GCC's ranger knows the range of sin and
! removes it first).  exp of it lies in [e^-1, e], which no GCC knows:
! the second test is fpscev's on every GCC version.
! { dg-options "-O2 -fopt-info-optimized" }
subroutine count_large_sines (n)
  implicit none
  integer, intent(in) :: n
  integer :: i
  external :: dead
  do i = 1, n
    if (sin (dble (i)) > 1.5d0) call dead () ! { dg-message-before 14 "condition is always false: \[a-z_\]*\[0-9\]+ in \\\[-1, 1\\\]" }
    if (exp (sin (dble (i))) > 3d0) call dead () ! { dg-message "fpscev: condition is always false: \[a-z_\]*\[0-9\]+ in \\\[0.36787944117\[0-9\]*, 2.71828182845\[0-9\]*\\\]" }
  end do
end subroutine count_large_sines

! { dg-final { scan-assembler-not "dead" } }
