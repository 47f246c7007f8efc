import { formatoFecha, hoyIso, sumarDias } from '@talento/rules';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

const DIA = 24 * 60;

/**
 * Issue 39, point 5: reception for the desk and the phone. The document search comes first and focused, the check-in
 * buttons sit beside the name, "Mañana / Otra fecha" show other days, and a walk-in is booked from the empty state.
 */
test.describe('[RECEPCION] en el escritorio (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('[RECEPCION] buscar por documento (enfocado), botones junto al nombre y "Crear cita" para quien no tiene cita', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const cita = await fabricas.cita({ apellidos: `Escritorio ${unico()}`, hoy: true });
    await entrar('admin', '/citas/recepcion');
    const busqueda = page.getByLabel('Buscar por documento');
    await expect(busqueda).toBeFocused();
    const tabla = page.getByRole('table', { name: 'Citas de hoy' });
    await busqueda.fill(cita.documento);
    await expect(tabla.getByRole('row').filter({ hasText: cita.nombre })).toHaveCount(1);
    // Only that person is left (a header row and one row).
    await expect(tabla.getByRole('row')).toHaveCount(2);
    const fila = tabla.getByRole('row').filter({ hasText: cita.nombre });
    // The buttons are in the cell right after the name, on screen without scrolling sideways.
    await expect(fila.getByRole('cell').nth(1)).toHaveText(cita.nombre);
    const boton = fila
      .getByRole('cell')
      .nth(2)
      .getByRole('button', { name: `Llegó: ${cita.nombre}` });
    await expect(boton).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);

    // Someone with no appointment: the empty state books one with the typed document.
    const otro = `9${Date.now().toString().slice(-9)}`;
    await busqueda.fill(otro);
    await expect(page.getByText('Nadie de esta lista coincide con la búsqueda.')).toBeVisible();
    await tabla.getByRole('link', { name: 'Crear cita' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-cita\\?documento=${otro}$`));
    await expect(page.getByLabel(/^Número de documento/)).toHaveValue(otro);
  });

  test('[RECEPCION] "Mañana" y "Otra fecha" muestran otros días, sin registrar llegadas', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    // One and two days ahead at this time: tomorrow and the day after in Bogotá.
    const manana = await fabricas.cita({ apellidos: `Manana ${unico()}`, minutos: DIA });
    const pasado = await fabricas.cita({ apellidos: `Pasado ${unico()}`, minutos: 2 * DIA });
    await entrar('admin', '/citas/recepcion');
    await expect(
      page.getByRole('table', { name: 'Citas de hoy' }).getByRole('row').filter({ hasText: manana.nombre }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Mañana' }).click();
    const diaManana = sumarDias(hoyIso(), 1);
    await expect(page).toHaveURL(new RegExp(`dia=${diaManana}`));
    const tablaManana = page.getByRole('table', { name: `Citas del ${formatoFecha(diaManana)} (mañana)` });
    const fila = tablaManana.getByRole('row').filter({ hasText: manana.nombre });
    await expect(fila).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Mañana' })).toHaveAttribute('aria-pressed', 'true');
    // Arrivals are recorded on the day: tomorrow's list has no check-in buttons.
    await expect(fila.getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Otra fecha' }).click();
    const diaPasado = sumarDias(hoyIso(), 2);
    await page.getByLabel('Fecha', { exact: true }).fill(formatoFecha(diaPasado));
    await page.getByLabel('Fecha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`dia=${diaPasado}`));
    await expect(
      page
        .getByRole('table', { name: `Citas del ${formatoFecha(diaPasado)}` })
        .getByRole('row')
        .filter({ hasText: pasado.nombre }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: 'Hoy' }).click();
    await expect(page).not.toHaveURL(/dia=/);
    await expect(page.getByRole('table', { name: 'Citas de hoy' })).toBeVisible();
  });
});

test.describe('[RECEPCION] en el teléfono (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('[RECEPCION] una tarjeta por persona con el nombre y los botones a la vista, sin desplazamiento lateral', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const cita = await fabricas.cita({ apellidos: `Telefono ${unico()}`, hoy: true });
    await entrar('admin', '/citas/recepcion');
    const busqueda = page.getByLabel('Buscar por documento');
    await expect(busqueda).toBeFocused();
    await busqueda.fill(cita.nombre);
    const tarjeta = page
      .getByRole('list', { name: 'Citas del día' })
      .getByRole('article', { name: cita.nombre });
    await expect(tarjeta).toHaveCount(1);
    await expect(tarjeta.getByRole('heading', { name: cita.nombre })).toBeInViewport();
    for (const nombre of [`Llegó: ${cita.nombre}`, `No trajo documentos: ${cita.nombre}`])
      await expect(tarjeta.getByRole('button', { name: nombre })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await tarjeta.getByRole('button', { name: `Llegó: ${cita.nombre}` }).click();
    await expect(tarjeta.getByRole('button', { name: `Llegó: ${cita.nombre}` })).toBeDisabled();
    await expect(tarjeta).toContainText(/Llegada\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
});
