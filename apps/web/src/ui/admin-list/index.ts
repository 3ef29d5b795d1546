/** The kit every admin list screen is built from: one breakpoint, one set of states. */
export { type AdminColumn, AdminList, type CardSlot, type ListLayout } from './AdminList';
export { DecisionButtons } from './DecisionButtons';
export { DecisionDialog, type DecisionDialogProps } from './DecisionDialog';
export { FormDialog } from './FormDialog';
export { AdminHeading, EmptyState, LoadFailed, LoadingRows, LoadMore } from './ListStates';
export { FilterToggle, SEARCH_DEBOUNCE_MS, SearchField, useDebouncedValue } from './ListToolbar';
export { LookAlikeFlag } from './LookAlikeFlag';
export { adminMemberPath, MemberLink } from './MemberLink';
export { NoteField, type NoteFieldProps } from './NoteField';
export { Pager } from './Pager';
export { SearchToolbar, useSearchBox, useUrlParams } from './SearchToolbar';
export { useSearchParamsHere } from './useSearchParamsHere';
export { useWideLayout } from './useWideLayout';
