import type { Browser, Page } from '@playwright/test';
import { digitoVerificacionNit } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { iniciarInstalacionNueva, type InstalacionNueva } from '../support/servidor/instalacion-nueva';

/**
 * A new agency adopts the product: a new installation without the demo (its own database, server and SMTP server),
 * the first-run link printed at start, and everything an administrator sets up before the first order, through the UI.
 */
const FUERTE = 'orquidea-tambor-glaciar-52';
const menu = (page: Page) => page.getByRole('complementary', { name: 'Menú principal' });

let inst: InstalacionNueva;
test.beforeAll(async () => {
  inst = await iniciarInstalacionNueva();
});
test.afterAll(async () => {
  await inst?.detener();
});

/** The path of the newest password link e-mailed to `correo` (the real SMTP server received it). */
async function enlaceEnviadoA(correo: string): Promise<string> {
  await expect.poll(() => inst.smtp.para(correo).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const texto = inst.smtp.para(correo).at(-1)!.texto;
  const ruta = /\/establecer-contrasena\/[a-z2-7]+/.exec(texto)?.[0];
  if (!ruta) throw new Error(`sin enlace en el correo a ${correo}: ${texto}`);
  return `${inst.base}${ruta}`;
}

async function ingresar(page: Page, usuario: string, contrasena: string, ruta = '/login') {
  await page.goto(`${inst.base}${ruta}`);
  await page.getByLabel('Usuario', { exact: true }).fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A current order (Solicitud y validación) of `cliente` on a profile of its own, created by the administrator. */
async function pedidoDe(cliente: string, cargo: string): Promise<void> {
  const [c] = await inst.sql<{ id: number }>('select id from cliente where nombre = $1', [cliente]);
  const [ana] = await inst.sql<{ id: number }>("select id from usuario where username = 'ana.admin'");
  const [cargoId] = await inst.sql<{ id: number }>(
    'insert into cargo (codigo, nombre) values ($1, $2) returning id',
    [`E2E-${c!.id}`, cargo],
  );
  const [perfil] = await inst.sql<{ id: number }>(
    `insert into perfil (cliente_id, cargo_id, nombre_cargo_perfil, salario, estado_perfil, created_at, updated_at)
     values ($1, $2, $3, 1750905, 2, now(), now()) returning id`,
    [c!.id, cargoId!.id, cargo],
  );
  await inst.sql(
    `insert into pedido (cliente_id, perfil_seleccion_id, nombre_cargo, fecha_solicitud, created_by_id, actualizado_en)
     values ($1, $2, $3, now(), $4, now())`,
    [c!.id, perfil!.id, cargo, ana!.id],
  );
}

/** Opens a password link in a new browser context, tries a weak password, then sets a strong one and logs in. */
async function definirContrasenaEIngresar(browser: Browser, correo: string, usuario: string, login: string) {
  const contexto = await browser.newContext({ locale: 'es-CO', timezoneId: 'America/Bogota' });
  const page = await contexto.newPage();
  await page.goto(await enlaceEnviadoA(correo));
  await expect(page.getByRole('heading', { name: 'Definir contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill('corta26');
  await page.getByLabel('Confirme la contraseña').fill('corta26');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill('qwertyuiop12');
  await page.getByLabel('Confirme la contraseña').fill('qwertyuiop12');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  // The library's hint, in Spanish and in the product's voice.
  await expect(page.getByText(/^La contraseña es fácil de adivinar\. /)).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill(FUERTE);
  await page.getByLabel('Confirme la contraseña').fill(FUERTE);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toHaveText('Su contraseña quedó definida. Ya puede ingresar.');
  await ingresar(page, usuario, FUERTE, login);
  return { page, contexto };
}

test.describe('[ADMIN] primera instalación sin demostración', () => {
  test.describe.configure({ timeout: 300_000 });

  test('[ADMIN] el enlace de configuración inicial crea la administradora; ella crea sucursal, clientes, contacto y usuarios que definen su contraseña e ingresan; quitar un grupo y desactivar surten efecto en la siguiente solicitud', async ({
    page,
    browser,
  }) => {
    // 1. The start banner prints the single-use link; without it nothing can be done anonymously.
    const ruta = /\/configuracion-inicial\/[a-z2-7]+/.exec(inst.salida())?.[0];
    expect(ruta, inst.salida()).toBeTruthy();
    await page.goto(`${inst.base}${ruta}`);
    await page.getByLabel('Usuario', { exact: true }).fill('ana.admin');
    await page.getByLabel('Nombres').fill('Ana');
    await page.getByLabel('Apellidos').fill('Primera');
    await page.getByLabel('Correo electrónico').fill('ana@agencia.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('1234567890');
    await page.getByLabel('Confirme la contraseña').fill('1234567890');
    await page.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(page.getByText(/^La contraseña es fácil de adivinar\. /)).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(FUERTE);
    await page.getByLabel('Confirme la contraseña').fill(FUERTE);
    await page.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'El administrador quedó creado. Ingrese con su usuario y contraseña.',
    );
    await ingresar(page, 'ana.admin', FUERTE);
    await expect(menu(page).getByRole('region', { name: 'Administración' })).toBeVisible();
    // Used once: the same link opens nothing any more.
    const otra = await browser.newPage();
    await otra.goto(`${inst.base}${ruta}`);
    await expect(otra.getByRole('alert')).toContainText('El enlace no es válido, ya se usó o venció.');
    await otra.close();

    // 2. A branch (Catálogos › Sucursales).
    await page.goto(`${inst.base}/administracion/catalogos`);
    await page.getByLabel('Catálogo').selectOption({ label: 'Sucursales' });
    await page.getByRole('button', { name: 'Nueva sucursal' }).click();
    let dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Nombre').fill('Medellín Poblado');
    await dialogo.getByLabel('Ciudad').fill('Medel');
    await page
      .getByRole('option', { name: /Medellín/ })
      .first()
      .click();
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Medellín Poblado', exact: true })).toBeVisible();

    // 3. Two clients; the NIT's check digit is verified (DIAN), a wrong one refused under the field.
    const nit = '900555123';
    const dv = digitoVerificacionNit(nit);
    const otroNit = '900555124';
    await page.goto(`${inst.base}/administracion/clientes`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('NIT con dígito de verificación').fill(`${nit}-${(dv + 1) % 10}`);
    await dialogo.getByLabel('Nombre o razón social').fill('Textiles del Valle S.A.S.');
    await dialogo.getByLabel('Ciudad').fill('Medel');
    await page
      .getByRole('option', { name: /Medellín/ })
      .first()
      .click();
    await dialogo.getByRole('checkbox', { name: 'Medellín Poblado' }).check();
    await dialogo.getByRole('button', { name: 'Agregar contacto' }).click();
    const contacto = dialogo.getByRole('group', { name: 'Contacto 1' });
    await contacto.getByLabel('Nombre').fill('Luisa Contacto');
    await contacto.getByLabel('Correo').fill('luisa@textiles.test');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText(/dígito de verificación/i).first()).toBeVisible();
    await dialogo.getByLabel('NIT con dígito de verificación').fill(`${nit}-${dv}`);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Textiles del Valle S.A.S.', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    dialogo = page.getByRole('dialog');
    await dialogo
      .getByLabel('NIT con dígito de verificación')
      .fill(`${otroNit}-${digitoVerificacionNit(otroNit)}`);
    await dialogo.getByLabel('Nombre o razón social').fill('Textiles del Norte S.A.S.');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo).toHaveCount(0);

    // 4. A staff user limited to the first client, and a client-portal user for it.
    await page.goto(`${inst.base}/administracion/usuarios`);
    const nuevoUsuario = async (datos: {
      portal?: string;
      usuario: string;
      correo: string;
      grupos: string[];
    }) => {
      await page.getByRole('button', { name: 'Nuevo usuario' }).click();
      const d = page.getByRole('dialog');
      if (datos.portal) await d.getByLabel('Portal').selectOption({ label: datos.portal });
      await d.getByLabel('Usuario', { exact: true }).fill(datos.usuario);
      await d.getByLabel('Correo electrónico').fill(datos.correo);
      await d.getByLabel('Nombres').fill(datos.usuario.split('.')[0]!);
      await d.getByLabel('Apellidos').fill('Prueba');
      for (const g of datos.grupos) await d.getByRole('checkbox', { name: g, exact: true }).check();
      await d.getByLabel('Agregar cliente').fill('Textiles del V');
      await page.getByRole('option', { name: /Textiles del Valle/ }).click();
      await d.getByRole('button', { name: 'Guardar' }).click();
      await expect(d).toHaveCount(0);
      await expect(page.getByText(`Usuario creado. Se envió a ${datos.correo}`)).toBeVisible();
    };
    await nuevoUsuario({
      usuario: 'carlos.ejecutivo',
      correo: 'carlos@agencia.test',
      grupos: ['Ejecutivos_Lider', 'Reclutadores'],
    });
    await nuevoUsuario({
      portal: 'Portal de clientes',
      usuario: 'sofia.textiles',
      correo: 'sofia@textiles.test',
      grupos: ['Staff_Cliente'],
    });

    // An order of each client (no screen creates profiles and orders in a few steps: written as the seeder would).
    await pedidoDe('Textiles del Valle S.A.S.', 'Operario de bodega (Valle)');
    await pedidoDe('Textiles del Norte S.A.S.', 'Operario de bodega (Norte)');
    // The administrator, who has every client, sees both.
    await page.goto(`${inst.base}/pedidos-dashboard`);
    await expect(page.getByText('Operario de bodega (Valle)').first()).toBeVisible();
    await expect(page.getByText('Operario de bodega (Norte)').first()).toBeVisible();
    await page.goto(`${inst.base}/administracion/usuarios`);

    // 5. Each gets the e-mail, sets a password (weak ones refused) and logs in.
    const carlos = await definirContrasenaEIngresar(
      browser,
      'carlos@agencia.test',
      'carlos.ejecutivo',
      '/login',
    );
    await expect(
      menu(carlos.page).getByRole('link', { name: 'Cancelados y terminados', exact: true }),
    ).toBeVisible();
    // Limited to his client: he sees its order and not the other client's, and the client filter offers only it.
    await carlos.page.goto(`${inst.base}/pedidos-dashboard`);
    await expect(carlos.page.getByText('Operario de bodega (Valle)').first()).toBeVisible();
    await expect(carlos.page.getByText('Operario de bodega (Norte)')).toHaveCount(0);
    await carlos.page.getByRole('button', { name: 'Más filtros' }).click();
    await carlos.page.getByLabel('Cliente', { exact: true }).fill('Textiles');
    await expect(carlos.page.getByRole('option', { name: /Textiles del Valle/ })).toBeVisible();
    await expect(carlos.page.getByRole('option', { name: /Textiles del Norte/ })).toHaveCount(0);
    const sofia = await definirContrasenaEIngresar(
      browser,
      'sofia@textiles.test',
      'sofia.textiles',
      '/cliente/login',
    );
    await expect(sofia.page.getByText('Textiles del Valle S.A.S.').first()).toBeVisible();
    await sofia.contexto.close();

    // 6. Carlos loses a group: on his next request the entry it gave is gone from his menu.
    await page.getByLabel('Buscar').fill('carlos');
    await page.getByRole('button', { name: 'Editar carlos.ejecutivo' }).click();
    dialogo = page.getByRole('dialog');
    await dialogo.getByRole('checkbox', { name: 'Ejecutivos_Lider', exact: true }).uncheck();
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo).toHaveCount(0);
    await carlos.page.reload();
    await expect(
      menu(carlos.page).getByRole('link', { name: 'Pedidos vigentes', exact: true }),
    ).toBeVisible();
    await expect(
      menu(carlos.page).getByRole('link', { name: 'Cancelados y terminados', exact: true }),
    ).toHaveCount(0);

    // 7. Deactivated (after a confirmation that names what happens): his session ends on his next request.
    await page.getByRole('button', { name: 'Editar carlos.ejecutivo' }).click();
    dialogo = page.getByRole('dialog', { name: 'Editar usuario' });
    await dialogo.getByRole('button', { name: 'Desactivar usuario' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Desactivar usuario' });
    await expect(confirmacion).toContainText('¿Desactivar a carlos.ejecutivo?');
    await confirmacion.getByRole('button', { name: 'Desactivar usuario' }).click();
    await expect(
      page.getByText('Usuario desactivado: sus sesiones terminan en su próxima solicitud'),
    ).toBeVisible();
    await carlos.page.reload();
    await expect(carlos.page).toHaveURL(/\/login/);
    await carlos.contexto.close();

    // 8. Next year's minimum wage and transport aid, in force from 01/01/2027: listed as future, today's stay in force.
    await page.goto(`${inst.base}/administracion/valores`);
    await page.getByRole('button', { name: 'Agregar valores del año' }).click();
    dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Vigente desde').fill('01/01/2027');
    await dialogo.getByLabel('SMMLV').fill('1900000');
    await dialogo.getByLabel('Auxilio de transporte').fill('270000');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo).toHaveCount(0);
    const fila2027 = page.getByRole('row', { name: /01\/01\/2027/ });
    await expect(fila2027).toContainText('Futuro');
    await expect(fila2027).toContainText('$1.900.000');
    await expect(page.getByRole('row', { name: /01\/01\/2026/ })).toContainText('Vigente hoy');

    // 9. Groups and their flags, by area; a system group keeps its name.
    await page.goto(`${inst.base}/administracion/grupos`);
    await page.getByRole('button', { name: 'Editar Reclutadores' }).click();
    dialogo = page.getByRole('dialog');
    await expect(dialogo.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('readonly', '');
    // Flags by their description; the code never reaches the screen.
    await expect(
      dialogo.getByRole('checkbox', { name: 'Agregar candidato a un pedido', exact: true }),
    ).toBeChecked();
    await expect(dialogo.getByText('add_candidatopedido')).toHaveCount(0);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    // By flag: which groups give it, with their active members.
    const porPermiso = page.getByRole('table', { name: 'Quién tiene cada permiso' });
    await page.getByLabel('Buscar permiso, área o grupo').fill('Agregar candidato a un pedido');
    const fila = porPermiso.getByRole('row', { name: /Agregar candidato a un pedido/ }).first();
    // Carlos, its only member, was deactivated above.
    await expect(fila).toContainText('Reclutadores (0 usuarios activos)');
    await expect(fila).toContainText('Administradores (1 usuario activo)');

    // 10. The audit has it all: the first run, the changes and the logins.
    await page.goto(`${inst.base}/administracion/auditoria`);
    const tabla = page.getByRole('table', { name: 'Auditoría' });
    await expect(tabla.getByRole('cell', { name: 'Primer administrador creado' })).toBeVisible();
    await expect(tabla.getByRole('cell', { name: 'Usuario desactivado' })).toBeVisible();
    await expect(tabla.getByRole('cell', { name: 'Ingreso', exact: true }).first()).toBeVisible();
  });
});
