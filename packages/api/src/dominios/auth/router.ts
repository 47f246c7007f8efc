import { router } from '../../nucleo/trpc';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';

export const authRouter = router({ login, logout, me });
