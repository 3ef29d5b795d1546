export { FieldError } from './FieldError';
export {
  type SchemaForm,
  type SchemaFormOptions,
  type TextFieldBinding,
  useSchemaForm,
} from './useSchemaForm';
