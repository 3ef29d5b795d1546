export { Button, type ButtonProps, buttonClasses } from './Button';
export { Card } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ChoiceChips, type ChoiceChipsProps } from './ChoiceChips';
export { ComingSoon } from './ComingSoon';
export { cn } from './cn';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorState } from './ErrorState';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { PhoneFrame } from './PhoneFrame';
export { PhotoImage, type PhotoImageProps } from './PhotoImage';
export { LoadingScreen, Skeleton, Spinner } from './Spinner';
export { type BadgeTone, DECISION_TONES, StatusBadge } from './StatusBadge';
export { TextField, type TextFieldProps } from './TextField';
export {
  type ToastOptions,
  type ToastPlacement,
  ToastProvider,
  type ToastVariant,
  useToast,
  useToastPlacement,
} from './Toast';
export { ToggleSwitch } from './ToggleSwitch';
export { useViewingAs, ViewAsReadOnly } from './ViewAsReadOnly';
