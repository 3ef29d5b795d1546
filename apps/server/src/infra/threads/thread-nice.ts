import fs from 'node:fs';

/**
 * The nice value of each thread of this process, from /proc/self/task/<tid>/stat (field 19;
 * the fields after the command name's closing parenthesis start at field 3). Linux only: the
 * tests that read it check what low-priority.cjs did to the analysis workers.
 */
export function threadNiceValues(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nice.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended while we looked.
    }
  }
  return nice;
}
