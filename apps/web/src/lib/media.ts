// One rule for server and app (packages/shared): the server's /home shell shows the same file.
export { thumbUrl } from '@dating/shared';
