import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cn } from './cn';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  /** Its name when no <label htmlFor> names it (a row's "Select @thida"). */
  'aria-label'?: string;
  /** 'lg' for a checkbox that is the screen's one question (the community rules). */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The app's checkbox: a 44 px touch target around the box that shows, so a thumb finds it on a
 * phone (the 20 px native box is too small). Name it with <label htmlFor={id}> or aria-label.
 */
export function Checkbox({ size = 'md', className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      {...props}
      onCheckedChange={(checked) => onCheckedChange(checked === true)}
      className={cn(
        'group inline-flex size-11 shrink-0 cursor-pointer items-center justify-center focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-md border-2 border-rose-400 bg-white text-white group-focus-visible:ring-2 group-focus-visible:ring-rose-500 group-focus-visible:ring-offset-2 group-data-[state=checked]:border-rose-600 group-data-[state=checked]:bg-rose-600',
          size === 'lg' ? 'size-7' : 'size-6',
        )}
      >
        <RadixCheckbox.Indicator>
          <Check
            aria-hidden="true"
            className={size === 'lg' ? 'size-5' : 'size-4'}
            strokeWidth={3}
          />
        </RadixCheckbox.Indicator>
      </span>
    </RadixCheckbox.Root>
  );
}
