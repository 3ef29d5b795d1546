// The Suspected queue (issue 33, docs/decisions/034-suspected-queue.md): the admin screen,
// an entry of its own that members never load.
export { SuspectedScreen } from './SuspectedScreen';
