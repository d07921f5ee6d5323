@@
expression E;
@@
- xstrdup(absolute_path(E))
+ absolute_pathdup(E)
