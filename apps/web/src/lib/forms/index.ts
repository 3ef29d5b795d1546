export { FieldError } from './FieldError';
export { useLeaveGuard } from './useLeaveGuard';
export {
  type SchemaForm,
  type SchemaFormOptions,
  type TextFieldBinding,
  useSchemaForm,
} from './useSchemaForm';
export { useZawgyiQuestion, ZawgyiHint } from './ZawgyiHint';
