import { MENSAJES_CITAS, textoLlegadaRegistrada } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

test.describe('[CITAS-TABLERO] tablero de citas', () => {
  test('[CITAS-TABLERO] el administrador ve sus citas, filtra por estado 1 y el filtro sigue tras recargar', async ({
    page,
    entrar,
    fabricas,
  }) => {
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
    await expect(filaLlego.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(filaLlego.getByRole('link', { name: `Ver la cita de ${llego.nombre}` })).toHaveAttribute(
      'href',
      `/detail-cita/${llego.id}`,
    );

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

  test('[CITAS-TABLERO] sin change_E2 ni change_encargado no se ofrecen los filtros de estado 2, fechas, encargado ni ciudad', async ({
    page,
    entrar,
  }) => {
    await entrar('psicologa', '/dashboard-cita');
    const filtros = page.getByRole('search', { name: 'Filtros de citas' });
    await expect(filtros.getByLabel('Estado 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Citas' })).toBeVisible();
    for (const etiqueta of ['Estado 2', 'Desde', 'Hasta', 'Campo de fecha', 'Encargado', 'Ciudad'])
      await expect(filtros.getByLabel(etiqueta, { exact: true })).toHaveCount(0);
  });

  test('[CITAS-TABLERO] recepción: la cita de hoy se marca "Llegó" con un clic y muestra la hora de llegada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const cita = await fabricas.cita({ apellidos: `Recepcion ${unico()}`, hoy: true });
    await entrar('admin', '/citas/recepcion');
    await expect(page.getByRole('heading', { name: 'Recepción de citas', level: 1 })).toBeVisible();
    const fila = page
      .getByRole('table', { name: 'Citas de hoy' })
      .getByRole('row')
      .filter({ hasText: cita.nombre });
    await expect(fila).toHaveCount(1);
    const llegada = fila.getByRole('cell').nth(8);
    await expect(llegada).toHaveText('—');
    // Where the interview is: the appointment's branch with its address.
    const { textoLugar } = await apiDe('admin').citas.obtener.query({ id: cita.id });
    expect(textoLugar).toMatch(/, /);
    await expect(fila.getByRole('cell').nth(6)).toHaveText(textoLugar);
    await fila.getByRole('button', { name: `Llegó: ${cita.nombre}` }).click();
    await expect(enPantalla(page, textoLlegadaRegistrada({ codigo: 'llego' }, cita.nombre))).toBeVisible();
    await expect(llegada).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(fila.getByRole('cell').nth(7)).toHaveText('Llegó');
    await expect(fila.getByRole('button', { name: `Llegó: ${cita.nombre}` })).toBeDisabled();

    // An appointment booked by someone else after the page opened shows up without reloading.
    const otra = await fabricas.cita({ apellidos: `Recepcion llega ${unico()}`, hoy: true, minutos: 3 });
    await expect(
      page.getByRole('table', { name: 'Citas de hoy' }).getByRole('row').filter({ hasText: otra.nombre }),
    ).toHaveCount(1, { timeout: 45_000 });
  });

  test('[CITAS-TABLERO] recepción: "No trajo documentos" con un clic guarda ese estado 1 y la hora de llegada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(60_000);
    const cita = await fabricas.cita({ apellidos: `Sin documentos ${unico()}`, hoy: true });
    await entrar('admin', '/citas/recepcion');
    const fila = page
      .getByRole('table', { name: 'Citas de hoy' })
      .getByRole('row')
      .filter({ hasText: cita.nombre });
    await expect(fila).toHaveCount(1);
    const llegada = fila.getByRole('cell').nth(8);
    await expect(llegada).toHaveText('—');
    await fila.getByRole('button', { name: `No trajo documentos: ${cita.nombre}` }).click();
    await expect(
      enPantalla(page, textoLlegadaRegistrada({ codigo: 'no_trajo_documentos' }, cita.nombre)),
    ).toBeVisible();
    await expect(llegada).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(fila.getByRole('cell').nth(7)).toHaveText('Se presentó y no trajo documentos');
    await expect(fila.getByRole('button', { name: `No trajo documentos: ${cita.nombre}` })).toBeDisabled();
    // "Llegó" stays available: the person may come back with the documents.
    await expect(fila.getByRole('button', { name: `Llegó: ${cita.nombre}` })).toBeEnabled();
    const guardada = await apiDe('admin').citas.obtener.query({ id: cita.id });
    expect(guardada.estado1).toEqual({ id: 3, nombre: 'Se presentó y no trajo documentos' });
    expect(guardada.fechaHoraLlegada).not.toBeNull();
  });
});
