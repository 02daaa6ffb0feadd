import { useNavigate } from 'react-router';
import { logout } from './auth.store';

/** Logout as the user sees it: the session ends and the login screen opens. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/auth/login', { replace: true });
  };
}
