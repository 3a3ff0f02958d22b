import { LoginLanding } from './login-landing';

export function Component() {
  return <LoginLanding type="company" />;
}
