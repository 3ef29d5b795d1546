import { Switch } from 'radix-ui';

type ToggleSwitchProps = {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
};

/** An on/off switch with a 44 px touch target (labelled by a `<label htmlFor>` or aria). */
export function ToggleSwitch(props: ToggleSwitchProps) {
  return (
    <Switch.Root
      {...props}
      className="relative inline-flex h-11 w-20 shrink-0 items-center rounded-full bg-neutral-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 disabled:opacity-60 data-[state=checked]:bg-rose-600"
    >
      <Switch.Thumb className="block size-9 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-10" />
    </Switch.Root>
  );
}
