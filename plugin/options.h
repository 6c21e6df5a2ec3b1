/* options.h -- fpscev's plugin arguments (-fplugin-arg-fpscev-KEY[=VALUE]).  */

#ifndef FPSCEV_OPTIONS_H
#define FPSCEV_OPTIONS_H

/* What the dump argument asked for.  */
enum fpscev_dump_request
{
  FPSCEV_DUMP_NONE,
  FPSCEV_DUMP_PLAIN,
  FPSCEV_DUMP_DETAILS
};

/* The plugin's settings, fixed once the arguments are parsed.  */
struct fpscev_options
{
  /* disable: the pass does nothing.  */
  bool disable;
  /* dump[=details]: enable the pass's dump file.  */
  enum fpscev_dump_request dump;
};

extern struct fpscev_options fpscev_opts;

struct plugin_argument;

/* Parse the ARGC arguments ARGV given to plugin NAME into fpscev_opts.
   Report each bad argument with error () and return false if any was
   bad.  */
bool fpscev_parse_arguments (const char *name, int argc,
			     const struct plugin_argument *argv);

/* The help text listing every argument, for plugin_info.  */
const char *fpscev_help_text (void);

#endif /* FPSCEV_OPTIONS_H */
