/* Helper of the sanitizer's injection tests: each case runs in a child
   process, which must die of abort after its report.  */
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

/* Run RUN (SCENARIO) for each SCENARIO below N in a child process; abort
   unless each child dies of abort.  */
static void
run_aborting (void (*run) (int), int n)
{
  for (int scenario = 0; scenario < n; scenario++)
    {
      pid_t pid = fork ();
      if (pid == 0)
	{
	  run (scenario);
	  _exit (0);
	}
      int status;
      if (waitpid (pid, &status, 0) != pid || !WIFSIGNALED (status)
	  || WTERMSIG (status) != SIGABRT)
	abort ();
    }
}
