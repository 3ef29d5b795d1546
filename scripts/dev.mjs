// `npm run dev`: the API server in watch mode on :3000 and the Vite dev server on :5173
// (which proxies /api and /files to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dating/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dating/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
