export { Button, type ButtonProps, buttonClasses } from './Button';
export { Card } from './Card';
export { ComingSoon } from './ComingSoon';
export { cn } from './cn';
export { Dialog, type DialogProps } from './Dialog';
export { PhoneFrame } from './PhoneFrame';
export { LoadingScreen, Skeleton, Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, type ToastVariant, useToast } from './Toast';
