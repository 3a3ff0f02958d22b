import { LoginLanding } from './login-landing';

/** /asiakaspalvelu/kirjaudu: the back office's login return page (role operator). */
export function Component() {
  return <LoginLanding type="operator" />;
}
