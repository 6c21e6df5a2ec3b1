! The sanitizer in Fortran: the first infinity, the overflow of a product
! of arguments passed by reference (loads), is reported and the program
! aborts.
! { dg-do run }
! { dg-options "-fplugin-arg-fpscev-sanitize" }
! { dg-shouldfail "the sanitizer aborts" }
subroutine scale (x, factor, y)
  implicit none
  real(8), intent(in) :: x, factor
  real(8), intent(out) :: y
  y = x * factor
end subroutine scale

program main
  implicit none
  real(8), volatile :: x
  real(8) :: y
  x = 1.0d200
  call scale (x, 2.0d0, y)
  print *, 'clean'
  call scale (x, x, y)
  print *, 'not reached', y
end program main

! { dg-output "clean\n\[^\n\]*sanitize-abort.f90:11:\[0-9\]+: runtime error: multiplication 0x1.4e718d7d7625ap\\+664 \\* 0x1.4e718d7d7625ap\\+664 is inf in function 'scale'" }
