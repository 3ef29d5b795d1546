import { Outlet } from 'react-router';
import { PhoneFrame } from '../ui';

export function PublicLayout() {
  return (
    <PhoneFrame>
      <Outlet />
    </PhoneFrame>
  );
}
