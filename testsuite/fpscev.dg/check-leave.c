/* Check mode reports a value out of its range before the process leaves
   (issue 35): the record of the failure is tested before every call not
   known to return and every volatile asm.  execl, which GCC does not mark
   noreturn, _exit in a function GCC cannot see into, exit in a callee
   that may return, and an asm that makes the exit system call all came
   after a failure that was then never reported.  The failures are made
   by the program's own nearbyint (which interposes libm's: GCC calls
   nearbyint without SSE4.1), which returns a value the range [-0, 10] int
   of nearbyint (x), for x in [0, 10], does not hold: out of the bounds,
   or no integer.  It is written in a top-level asm, which GCC does not
   read: a definition in C would tell the pass that nearbyint is not
   libm's, and it would give the call no range (libm-name-defined.c).  Each way of leaving runs in a child process, which must
   die of abort.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-fpscev-check" } */
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile double input = 2.0;
static volatile double sink;
volatile double nearbyint_offset;

/* nearbyint (x) = x + nearbyint_offset.  */
__asm__ (".text\n"
	 "\t.globl nearbyint\n"
	 "\t.type nearbyint, @function\n"
	 "nearbyint:\n"
	 "\taddsd nearbyint_offset(%rip), %xmm0\n"
	 "\tret\n"
	 "\t.size nearbyint, .-nearbyint\n");

__attribute__ ((noipa)) static void
leave_unseen (void)
{
  _exit (0);
}

__attribute__ ((noinline)) static void
leave_callee (int code)
{
  if (code >= 0)
    exit (code);
}

enum leave { EXEC, UNSEEN, CALLEE, ASM, RETURN };

__attribute__ ((noipa)) static void
fail_then_leave (enum leave how, char *self)
{
  double x = input;
  if (!(x >= 0.0 && x <= 10.0))
    abort ();
  sink = nearbyint (x);
  switch (how)
    {
    case EXEC:
      execl ("/proc/self/exe", self, "exit", (char *) 0);
      break;
    case UNSEEN:
      leave_unseen ();
      break;
    case CALLEE:
      leave_callee (0);
      break;
    case ASM:
      __asm__ volatile ("syscall" : : "a" (231), "D" (0) : "memory");
      break;
    case RETURN:
      break;
    }
}

/* Abort unless fail_then_leave (HOW), with nearbyint returning x + D,
   aborts.  */
static void
expect_abort (enum leave how, double d, char *self)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      nearbyint_offset = d;
      fail_then_leave (how, self);
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid
      || !WIFSIGNALED (status) || WTERMSIG (status) != SIGABRT)
    abort ();
}

int
main (int argc, char **argv)
{
  if (argc > 1 && strcmp (argv[1], "exit") == 0)
    return 0;
  for (enum leave how = EXEC; how <= RETURN; how++)
    expect_abort (how, 1000.0, argv[0]);
  expect_abort (RETURN, 0.25, argv[0]);
  return 0;
}

/* { dg-output "(fpscev check: fail_then_leave: _\[0-9\]+ = 1002 is not in \\\[-0, 10\\\] int\n){5}" } */
/* { dg-output "fpscev check: fail_then_leave: _\[0-9\]+ = 2.25 is not in \\\[-0, 10\\\] int" } */
