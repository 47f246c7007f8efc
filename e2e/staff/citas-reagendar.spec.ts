import type { Page } from '@playwright/test';
import { formatoFechaHora, hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

// Two days ahead on Bogotá's clock at 15:00: never "today" near midnight, never in the past.
const pasadoManana = instanteEnBogota(sumarDias(hoyIso(), 2), 15, 0);

async function elegirReagendado(page: Page, nombre: string) {
  await page.getByLabel('Estado 2', { exact: true }).selectOption({ label: nombre });
  return page.getByRole('dialog', { name: 'Reagendar la cita' });
}

test.describe('[CITAS-REAGENDAR] reagendar desde el detalle', () => {
  test('[CITAS-REAGENDAR] estado 2 "Reagendado" pide confirmación, abre la pantalla de reagendar; Cancelar deshace; guardar crea la cita hija', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const api = apiDe('admin');
    const cita = await fabricas.cita({ apellidos: `Reagendar ${unico()}` });
    const reagendado = (await api.citas.catalogos.query()).estados2.find((e) => e.codigo === 'reagendado')!;

    // Confirm on the detail → the reschedule screen; nothing is saved yet, so leaving by any path (Cancelar, the
    // browser's back, the menu) leaves the appointment as it was.
    await entrar('admin', `/detail-cita/${cita.id}`);
    let dialogo = await elegirReagendado(page, reagendado.nombre);
    await dialogo.getByRole('button', { name: 'Reagendar la cita' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-cita/${cita.id}$`));
    await expect(page.getByRole('heading', { name: 'Reagendar cita', level: 1 })).toBeVisible();
    expect((await api.citas.obtener.query({ id: cita.id })).estado2).toBeNull();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail-cita/${cita.id}$`));
    await expect(page.getByLabel('Estado 2', { exact: true })).toHaveValue('');
    dialogo = await elegirReagendado(page, reagendado.nombre);
    await dialogo.getByRole('button', { name: 'Reagendar la cita' }).click();
    await expect(page.getByRole('heading', { name: 'Reagendar cita', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/detail-cita/${cita.id}$`));
    await expect(page.getByLabel('Estado 2', { exact: true })).toHaveValue('');
    expect((await api.citas.obtener.query({ id: cita.id })).estado2).toBeNull();

    // Again, and this time the new appointment is saved with its reason: the old one becomes "Reagendado" and
    // links forward to it.
    dialogo = await elegirReagendado(page, reagendado.nombre);
    await dialogo.getByRole('button', { name: 'Reagendar la cita' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-cita/${cita.id}$`));
    const formulario = page.getByRole('form', { name: `Reagendar cita ${cita.id}` });
    await page.getByLabel('Razón del reagendamiento').fill('El candidato tiene examen médico ese día');
    const fecha = page.getByLabel('Fecha y hora de la entrevista');
    await fecha.fill(formatoFechaHora(pasadoManana));
    await fecha.press('Tab');
    await formulario.getByRole('button', { name: 'Reagendar cita' }).click();
    await expect(enPantalla(page, M.reagendada)).toBeVisible();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const nuevaId = Number(/\/detail-cita\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(nuevaId).not.toBe(cita.id);
    const nueva = await api.citas.obtener.query({ id: nuevaId });
    expect(nueva).toMatchObject({
      citaPadreReagendadaId: cita.id,
      razonReagendamiento: 'El candidato tiene examen médico ese día',
    });
    expect(nueva.fechaHoraEntrevista.toISOString()).toBe(pasadoManana.toISOString());
    expect((await api.citas.obtener.query({ id: cita.id })).estado2?.id).toBe(reagendado.id);
    await page.goto(`/detail-cita/${cita.id}`);
    await page.getByRole('link', { name: `Cita ${nuevaId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/detail-cita/${nuevaId}$`));

    // The list finds the appointments that reschedule this one.
    await page.goto('/dashboard-cita');
    await page.getByRole('button', { name: 'Más filtros' }).click();
    await page.getByLabel('Reagenda la cita N.º').fill(String(cita.id));
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Citas' });
    await expect(tabla.getByRole('link', { name: /^Ver la cita de / })).toHaveCount(1);
    await expect(tabla.getByRole('link', { name: /^Ver la cita de / })).toHaveAttribute(
      'href',
      `/detail-cita/${nuevaId}`,
    );
  });
});
