import { expect, test } from '../support/fixtures';
import { ingresar, ingresarStaff } from '../support/ingreso-ui';

test.describe('[ACCESO] portal staff', () => {
  test('[ACCESO] login vacío muestra "Falta algún campo obligatorio"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Falta algún campo obligatorio');
    await page.getByLabel('Usuario').fill('jefe');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Falta algún campo obligatorio');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[ACCESO] contraseña errada muestra "Revisa tus credenciales o permisos"', async ({ page }) => {
    await page.goto('/login');
    await ingresar(page, 'jefe', 'clave-equivocada');
    await expect(page.getByRole('alert')).toHaveText('Revisa tus credenciales o permisos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[ACCESO] el jefe ve su nombre completo y los grupos del menú que su rol permite', async ({
    page,
  }) => {
    await ingresarStaff(page, 'jefe');
    await expect(page.getByTestId('nombre-usuario')).toHaveText('Juliana Restrepo Gómez');
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    // Contratación: jefes see the employee associations (ver_asociaciones_empleado, issue 14).
    for (const grupo of [
      'Pedidos',
      'Stock',
      'Perfiles',
      'Hojas de vida',
      'Citas',
      'Reportes',
      'Contratación',
    ]) {
      await expect(menu.getByRole('region', { name: grupo })).toBeVisible();
    }
    await expect(
      menu
        .getByRole('region', { name: 'Contratación' })
        .getByRole('link', { name: 'Asociaciones', exact: true }),
    ).toBeVisible();
    // Merchandising: jefes enrol and revoke merchandisers' devices (add_dispositivo) but do not read the routes (read_reporte).
    const merchandising = menu.getByRole('region', { name: 'Merchandising' });
    await expect(merchandising.getByRole('link', { name: 'Dispositivos', exact: true })).toBeVisible();
    await expect(merchandising.getByRole('link', { name: 'Mapa de rutas', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Informe general', exact: true })).toBeVisible();
    // Crear cita needs add_cita with add_candidatoespontaneo and add_requisitocitasjoincitas (spec 03 §6): the jefe
    // has add_cita alone, so the menu does not offer a screen the server would refuse.
    await expect(menu.getByRole('link', { name: 'Crear cita', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Categorías', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pedidos stock', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pedidos vigentes', exact: true })).toBeVisible();
    await expect(menu.getByRole('region', { name: 'Pedidos' }).getByText('En construcción')).toHaveCount(0);
  });

  test('[ACCESO] ninguna pantalla del menú queda en construcción (issue 20 construyó las últimas)', async ({
    page,
  }) => {
    await ingresarStaff(page, 'admin');
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    for (const nombre of ['Mapa de rutas', 'Notificaciones', 'Novedades', 'Reportes', 'Dispositivos']) {
      await expect(
        menu.getByRole('region', { name: 'Merchandising' }).getByRole('link', { name: nombre, exact: true }),
      ).toBeVisible();
    }
    await expect(menu.getByRole('link')).not.toHaveCount(0);
    await expect(menu.getByText('En construcción')).toHaveCount(0);
  });

  test('[ACCESO] el reclutador ve solo los grupos permitidos', async ({ page }) => {
    await ingresarStaff(page, 'reclutador');
    await expect(page.getByTestId('nombre-usuario')).toHaveText('Ricardo Vargas Peña');
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    const grupos = await menu
      .getByRole('region')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(grupos).toEqual(['Pedidos', 'Stock', 'Hojas de vida', 'Citas']);
    await expect(menu.getByRole('link', { name: 'Agregar pedido' })).toHaveCount(0);
  });

  test('[ACCESO] una pantalla sin permiso lleva al inicio con el mensaje del spec', async ({ page }) => {
    await ingresarStaff(page, 'reclutador');
    await page.goto('/perfiles-cliente');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Usted no posee permisos' })).toHaveText(
      'Usted no posee permisos para ingresar a esta sección',
    );
  });

  test('[ACCESO] un usuario del cliente es rechazado por el portal staff', async ({ page }) => {
    await page.goto('/login');
    await ingresar(page, 'cliente');
    await expect(page.getByRole('alert')).toHaveText('Revisa tus credenciales o permisos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[ACCESO] Salir termina la sesión y una visita posterior vuelve al login', async ({ page }) => {
    await ingresarStaff(page, 'psicologa');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[ACCESO] sin sesión una ruta interna lleva al login y, al ingresar, de vuelta a ella; una desconocida con sesión al inicio', async ({
    page,
  }) => {
    await page.goto('/pedidos-dashboard');
    await expect(page).toHaveURL(/\/login\?volver=%2Fpedidos-dashboard$/);
    await ingresar(page, 'jefe');
    await expect(page).toHaveURL(/\/pedidos-dashboard$/);
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ACCESO] Retroceso fuera de un campo pregunta antes de salir', async ({ page }) => {
    await ingresarStaff(page, 'jefe');
    await page.getByRole('link', { name: 'Pedidos vigentes' }).click();
    await expect(page.getByRole('heading', { name: 'Pedidos vigentes' })).toBeVisible();
    await page.locator('body').press('Backspace');
    await expect(page.getByText('Estas seguro que deseas salir de la página actual?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Salir de la página' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ACCESO] la página de error muestra el texto del spec y busca secciones', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByText('Opps, it seems that this page does not exist.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('citas');
    await expect(page.getByRole('link', { name: /Citas · Citas/ })).toBeVisible();
  });
});
