import { test } from '../support/fixtures';
import { sinPermisos, sinRed } from '../support/ingreso-fallido';

test.describe('[ACCESO] fallas al ingresar al portal staff', () => {
  test('[ACCESO] sin red el login dice "Verifica tu conexión a Internet o tus permisos"', async ({
    page,
  }) => {
    await sinRed(page, '/login', 'jefe');
  });

  test('[ACCESO] si no llegan los permisos dice "Ocurrio un error al recibir tus permisos" y limpia el almacenamiento', async ({
    page,
  }) => {
    await sinPermisos(page, '/login', 'jefe', '/dashboard');
  });
});
