import { test } from '../support/fixtures';
import { sinPermisos, sinRed } from '../support/ingreso-fallido';

test.describe('[CLIENTE] fallas al ingresar al portal de clientes', () => {
  test('[CLIENTE] sin red el login dice "Verifica tu conexión a Internet o tus permisos"', async ({
    page,
  }) => {
    await sinRed(page, '/cliente/login', 'cliente');
  });

  test('[CLIENTE] si no llegan los permisos dice "Ocurrio un error al recibir tus permisos" y limpia el almacenamiento', async ({
    page,
  }) => {
    await sinPermisos(page, '/cliente/login', 'cliente', '/cliente/');
  });
});
