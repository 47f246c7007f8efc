import { MENSAJES_REPORTES_EMBEBIDOS as M } from '@talento/rules';
import { aviso, enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';
import { origenReportesE2e } from '../support/servidor/reportes';
import type { Usuario } from '../support/usuarios';

test.describe('[REPORTES-EMBEBIDOS] reportes con nombre en un marco', () => {
  test('[REPORTES-EMBEBIDOS] el administrador crea un reporte (solo de un origen permitido); quien tiene su permiso lo abre en el marco; sin él vuelve al inicio', async ({
    page,
    entrar,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origen = origenReportesE2e(Number(new URL(baseURL!).port));
    const nombre = `Rotación ${unico()}`;

    await entrar('admin', '/administracion/reportes');
    await expect(page.getByRole('heading', { name: 'Reportes embebidos', level: 1 })).toBeVisible();
    await expect(page.getByText(`Orígenes permitidos por el servidor: ${origen}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo reporte' }).click();
    const formulario = page.getByRole('form', { name: 'Reporte embebido' });
    await formulario.getByLabel('Nombre').fill(nombre);
    // An origin the server does not frame is refused under the field and nothing is saved.
    await formulario.getByLabel('Dirección (URL)').fill('https://bi.otro.co/tablero');
    await formulario.getByLabel('Permiso para verlo').selectOption('read_reportesOperaciones_todos');
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(formulario, M.origenNoPermitido('https://bi.otro.co'))).toBeVisible();
    await formulario.getByLabel('Dirección (URL)').fill(`${origen}/tablero`);
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, 'Reporte guardado')).toBeVisible();
    const fila = page.getByRole('row', { name: new RegExp(nombre) });
    // The flag by its description, never its code.
    await expect(fila).toContainText('Informe de operaciones: todo');
    await expect(fila).not.toContainText('read_reportesOperaciones_todos');
    await expect(fila).toContainText('Activo');

    // The operations head holds that flag: the list, then the report in its frame (the CSP lets the origin in).
    await entrar('jefe', '/reportes');
    await page.getByRole('link', { name: nombre }).click();
    await expect(page).toHaveURL(/\/reporte\/\d+$/);
    const id = Number(/\/reporte\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
    await expect(
      page.frameLocator(`iframe[title="${nombre}"]`).getByRole('heading', { name: 'Reporte de prueba' }),
    ).toBeVisible();

    // The branch manager may open named reports (read_reporte) but not this one: back to the start, told why.
    await entrar('gerente', `/reporte/${id}`);
    await expect(page).not.toHaveURL(/\/reporte\//);
    await expect(aviso(page, M.noExiste)).toBeVisible();
    await entrar('gerente', '/reporte/999999');
    await expect(page).not.toHaveURL(/\/reporte\//);
  });

  test('[REPORTES-EMBEBIDOS] los reportes de la demo, de un origen que el servidor no enmarca: la pantalla lo dice en lugar de un marco vacío', async ({
    page,
    entrar,
  }) => {
    const mensaje = M.origenNoMostrable('https://reportes.talento.demo');
    await entrar('jefe', '/reportes');
    await page.getByRole('link', { name: 'Rotación y ausentismo' }).click();
    await expect(page.getByRole('heading', { name: 'Rotación y ausentismo', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: mensaje })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await entrar('gerente', '/merchandising');
    await page
      .getByLabel('Reporte', { exact: true })
      .selectOption({ label: 'Cumplimiento de rutas de mercaderistas' });
    await expect(page.getByRole('alert').filter({ hasText: mensaje })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('[REPORTES-EMBEBIDOS] /merchandising: la lista desplegable de reportes de merchandising y su marco', async ({
    page,
    entrar,
    apiDe,
    baseURL,
  }) => {
    const origen = origenReportesE2e(Number(new URL(baseURL!).port));
    const nombre = `Rutas ${unico()}`;
    await apiDe('admin').reportesEmbebidos.guardar.mutate({
      nombre,
      url: `${origen}/rutas`,
      tipo: 'merchandising',
      permiso: 'read_reporte',
    });
    await entrar('gerente', '/merchandising');
    await expect(page.getByRole('heading', { name: 'Reportes de merchandising', level: 1 })).toBeVisible();
    await page.getByLabel('Reporte', { exact: true }).selectOption({ label: nombre });
    await expect(
      page.frameLocator(`iframe[title="${nombre}"]`).getByRole('heading', { name: 'Reporte de prueba' }),
    ).toBeVisible();
  });

  test('[REPORTES-EMBEBIDOS] un reporte con cualquier permiso: quien solo tiene ese permiso (read_cita) lo lista y lo abre', async ({
    page,
    entrar,
    apiDe,
    fabricas,
    baseURL,
  }) => {
    const origen = origenReportesE2e(Number(new URL(baseURL!).port));
    const nombre = `Citas ${unico()}`;
    await apiDe('admin').reportesEmbebidos.guardar.mutate({
      nombre,
      url: `${origen}/citas`,
      tipo: 'operaciones',
      permiso: 'read_cita',
    });
    const lector = await fabricas.usuarioConPermisos(['read_cita'], []);
    // A user made for this test (not a demo one): the fixtures sign any user in with the demo password.
    await entrar(lector as Usuario, '/reportes');
    await page.getByRole('link', { name: nombre }).click();
    await expect(page).toHaveURL(/\/reporte\/\d+$/);
    await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
    await expect(
      page.frameLocator(`iframe[title="${nombre}"]`).getByRole('heading', { name: 'Reporte de prueba' }),
    ).toBeVisible();
  });
});
