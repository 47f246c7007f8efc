import { router } from '../../nucleo/trpc';
import { configuracionInicialRouter, enlaceRouter } from './contrasena/router';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';

export const authRouter = router({
  login,
  logout,
  me,
  enlace: enlaceRouter,
  configuracionInicial: configuracionInicialRouter,
});
