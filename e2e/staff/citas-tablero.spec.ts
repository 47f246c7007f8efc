import { MENSAJES_CITAS } from '@talento/rules';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

test.describe('[CITAS-TABLERO] tablero de citas', () => {
  test('[CITAS-TABLERO] el administrador ve sus citas, filtra por estado 1 y el filtro sigue tras recargar', async ({ page, entrar, fabricas }) => {
    test.setTimeout(90_000);
    const apellidos = `Tablero ${unico()}`;
    const llego = await fabricas.cita({ apellidos, estado1: 2 });
    const falto = await fabricas.cita({ apellidos, estado1: 1, minutos: 120 });
    await entrar('admin', '/dashboard-cita');
    await expect(page.getByRole('heading', { name: 'Citas', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nueva cita' })).toHaveAttribute('href', '/create-cita');

    await page.getByLabel('Nombre del candidato').fill(apellidos);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Citas' });
    const filaLlego = tabla.getByRole('row').filter({ hasText: llego.nombre });
    const filaFalto = tabla.getByRole('row').filter({ hasText: falto.nombre });
    await expect(filaLlego).toHaveCount(1);
    await expect(filaFalto).toHaveCount(1);
    // State 1 as a pill, the comment's first 20 characters, the time as DD/MM/YYYY HH:mm, a link to the detail.
    await expect(filaLlego).toContainText('Llegó');
    await expect(filaFalto).toContainText('No asistió');
    await expect(filaLlego).toContainText('Trae hoja de vida im');
    await expect(filaLlego).not.toContainText('Trae hoja de vida impresa');
    await expect(filaLlego.getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(filaLlego.getByRole('link', { name: `Ver la cita de ${llego.nombre}` })).toHaveAttribute('href', `/detail-cita/${llego.id}`);

    await page.getByLabel('Estado 1', { exact: true }).selectOption({ label: 'Llegó' });
    await expect(filaFalto).toHaveCount(0);
    await expect(filaLlego).toHaveCount(1);

    // Remembered in local storage: the reload shows the same filters and the same rows.
    await page.reload();
    await expect(page.getByLabel('Estado 1', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Nombre del candidato')).toHaveValue(apellidos);
    await expect(filaLlego).toHaveCount(1);
    await expect(filaFalto).toHaveCount(0);

    await page.getByLabel('Estado 1', { exact: true }).selectOption({ label: 'Pruebas incompletas' });
    await expect(tabla).toContainText(MENSAJES_CITAS.sinCitas);
  });

  test('[CITAS-TABLERO] sin change_E2 ni change_encargado no se ofrecen los filtros de estado 2, fechas, encargado ni ciudad', async ({ page, entrar }) => {
    await entrar('psicologa', '/dashboard-cita');
    const filtros = page.getByRole('search', { name: 'Filtros de citas' });
    await expect(filtros.getByLabel('Estado 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Citas' })).toBeVisible();
    for (const etiqueta of ['Estado 2', 'Desde', 'Hasta', 'Campo de fecha', 'Encargado', 'Ciudad']) await expect(filtros.getByLabel(etiqueta, { exact: true })).toHaveCount(0);
  });
});
