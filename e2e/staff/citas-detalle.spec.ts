import type { Page } from '@playwright/test';
import { MENSAJES_CITAS as M } from '@talento/rules';
import { aviso } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

const FECHA_HORA = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
/** The value of a read-only field (`Dato`) of the screen. */
const dato = (page: Page, etiqueta: string) =>
  page.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }).locator('xpath=following-sibling::dd[1]');
const guardado = (page: Page) => expect(aviso(page, M.guardado).first()).toBeVisible();

test.describe('[CITAS-DETALLE] detalle de la cita', () => {
  test('[CITAS-DETALLE] llegada, requisito revisado, encargado y estado 2 reagendado con su confirmación', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const api = apiDe('admin');
    // Far ahead: the person in charge chosen below is free then (the overlap offer has its own spec, citas-semana).
    const cita = await fabricas.cita({
      apellidos: `Detalle ${unico()}`,
      requisitos: 1,
      minutos: 60 * 24 * 120,
    });
    const requisito = cita.requisitos[0]!;
    const catalogos = await api.citas.catalogos.query();
    const reagendado = catalogos.estados2.find((e) => e.codigo === 'reagendado')!;
    const antes = await api.citas.obtener.query({ id: cita.id });
    const otroEncargado = catalogos.encargados.find((e) => e.id !== antes.encargado.id)!;

    await entrar('admin', `/detail-cita/${cita.id}`);
    await expect(page.getByRole('heading', { name: `Cita de ${cita.nombre}`, level: 1 })).toBeVisible();
    await expect(dato(page, 'Comentario')).toHaveText('Trae hoja de vida impresa y certificados');
    await expect(dato(page, 'Fecha y hora de la entrevista')).toHaveText(FECHA_HORA);
    await expect(dato(page, 'Hora de llegada')).toHaveText('—');
    await expect(page.getByRole('link', { name: 'Reagendar' })).toHaveCount(0);

    // An arrival status: the server sets the arrival time to now; "No asistió" (estado1 1) clears it.
    await page.getByLabel('Estado 1', { exact: true }).selectOption({ label: 'Llegó' });
    await guardado(page);
    await expect(dato(page, 'Hora de llegada')).toHaveText(FECHA_HORA);
    await page.getByLabel('Estado 1', { exact: true }).selectOption({ label: 'No asistió' });
    await expect(dato(page, 'Hora de llegada')).toHaveText('—');
    await expect(page.getByLabel('Estado 1', { exact: true })).toBeEnabled();

    // "Pruebas incompletas" offers Reagendar (admin has change_E1 and change_encargado).
    await page.getByLabel('Estado 1', { exact: true }).selectOption({ label: 'Pruebas incompletas' });
    await expect(page.getByRole('link', { name: 'Reagendar' })).toHaveAttribute(
      'href',
      `/create-cita/${cita.id}`,
    );

    // The "revisado" toggle saves on change and is kept after a reload.
    const casilla = page.getByRole('checkbox', { name: requisito.nombre, exact: true });
    await expect(casilla).not.toBeChecked();
    await casilla.check();
    await expect(casilla).toBeEnabled();
    await expect
      .poll(async () => (await api.citas.obtener.query({ id: cita.id })).requisitos[0]?.revisado)
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: requisito.nombre, exact: true })).toBeChecked();

    // The person in charge.
    await page.getByLabel('Encargado', { exact: true }).selectOption(String(otroEncargado.id));
    await expect
      .poll(async () => (await api.citas.obtener.query({ id: cita.id })).encargado.id)
      .toBe(otroEncargado.id);
    await expect(page.getByLabel('Encargado', { exact: true })).toHaveValue(String(otroEncargado.id));

    // The referral: one saves at once; "Otro" asks its text first.
    const referencia = page.getByLabel('Referencia', { exact: true });
    await referencia.selectOption({ label: 'Redes sociales' });
    await expect
      .poll(async () => (await api.citas.obtener.query({ id: cita.id })).referencia?.nombre)
      .toBe('Redes sociales');
    await expect(referencia).toBeEnabled();
    await referencia.selectOption({ label: 'Otro' });
    await page.getByRole('button', { name: 'Guardar referencia' }).click();
    await expect(page.getByText(M.otrosReferenciaRequerido)).toBeVisible();
    await page.getByLabel('¿Cuál otra referencia?').fill('Emisora local');
    await page.getByRole('button', { name: 'Guardar referencia' }).click();
    await expect
      .poll(async () => (await api.citas.obtener.query({ id: cita.id })).otrosReferencia)
      .toBe('Emisora local');
    await expect(referencia).toHaveValue('6');

    // Estado 2 "Reagendado" asks first: declining restores the previous value and saves nothing.
    const estado2 = page.getByLabel('Estado 2', { exact: true });
    await expect(estado2).toBeEnabled();
    await estado2.selectOption({ label: reagendado.nombre });
    const dialogo = page.getByRole('dialog', { name: 'Reagendar la cita' });
    await expect(dialogo).toContainText(M.confirmarReagendado);
    await dialogo.getByRole('button', { name: 'Conservar el estado' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(estado2).toHaveValue('');
    expect((await api.citas.obtener.query({ id: cita.id })).estado2).toBeNull();

    // Accepting opens the reschedule screen; the appointment is marked only when the new one is saved.
    await estado2.selectOption({ label: reagendado.nombre });
    await dialogo.getByRole('button', { name: 'Reagendar la cita' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-cita/${cita.id}$`));
    await expect(page.getByRole('heading', { name: 'Reagendar cita', level: 1 })).toBeVisible();
    expect((await api.citas.obtener.query({ id: cita.id })).estado2).toBeNull();
  });

  test('[CITAS-DETALLE] un cambio rechazado (otro usuario guardó antes) muestra el mensaje y vuelve al valor guardado', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('admin');
    const cita = await fabricas.cita({ apellidos: `Conflicto ${unico()}` });
    const antes = await api.citas.obtener.query({ id: cita.id });
    const otroEncargado = (await api.citas.catalogos.query()).encargados.find(
      (e) => e.id !== antes.encargado.id,
    )!;
    await entrar('admin', `/detail-cita/${cita.id}`);
    await expect(page.getByLabel('Encargado', { exact: true })).toHaveValue(String(antes.encargado.id));

    // Someone else marks the arrival meanwhile: the screen still holds the old version.
    await api.citas.cambiarEstado1.mutate({ id: cita.id, version: cita.version, estadoId: 2 });
    await page.getByLabel('Encargado', { exact: true }).selectOption(String(otroEncargado.id));
    await expect(aviso(page, 'No puede realizar la acción solicitada')).toContainText(
      'El registro fue modificado por otro usuario',
    );
    await expect(page.getByLabel('Encargado', { exact: true })).toHaveValue(String(antes.encargado.id));
    // Read again: the other user's change shows, and nothing of the refused one was saved.
    await expect(page.getByLabel('Estado 1', { exact: true })).toHaveValue('2');
    await expect(dato(page, 'Hora de llegada')).toHaveText(FECHA_HORA);
    expect((await api.citas.obtener.query({ id: cita.id })).encargado.id).toBe(antes.encargado.id);
  });

  test('[CITAS-DETALLE] sin los permisos de cambio los campos se leen y no se editan', async ({
    page,
    entrar,
    fabricas,
  }) => {
    // Pruebas incompletas (4): even so, no Reagendar without change_E1 and change_encargado.
    const cita = await fabricas.cita({ apellidos: `Lectura ${unico()}`, requisitos: 1, estado1: 4 });
    await entrar('ejecutivo', `/detail-cita/${cita.id}`);
    await expect(page.getByRole('heading', { name: `Cita de ${cita.nombre}`, level: 1 })).toBeVisible();
    await expect(dato(page, 'Estado 1')).toHaveText('Pruebas incompletas');
    await expect(dato(page, 'Estado 2')).toHaveText('—');
    for (const etiqueta of ['Estado 1', 'Estado 2', 'Encargado', 'Referencia'])
      await expect(page.getByRole('combobox', { name: etiqueta })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Requisitos de la cita' })).toContainText(
      cita.requisitos[0]!.nombre,
    );
    await expect(page.getByRole('region', { name: 'Requisitos de la cita' })).toContainText('Sin revisar');
    await expect(page.getByRole('link', { name: 'Reagendar' })).toHaveCount(0);
  });

  test('[CITAS-DETALLE] sin los permisos de reagendar no se ofrece Reagendar ni el estado 2 "Reagendado"', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    // The jefe may change state 1, state 2 and the person in charge, and has add_cita without
    // add_requisitocitasjoincitas: the reschedule screen would refuse them, so the detail offers no way there.
    const cita = await fabricas.cita({ apellidos: `Sin reagendar ${unico()}`, estado1: 4 });
    const { estados2 } = await apiDe('admin').citas.catalogos.query();
    const reagendado = estados2.find((e) => e.codigo === 'reagendado')!;
    const otro = estados2.find((e) => e.codigo !== 'reagendado')!;
    await entrar('jefe', `/detail-cita/${cita.id}`);
    await expect(page.getByLabel('Estado 1', { exact: true })).toHaveValue('4');
    const estado2 = page.getByLabel('Estado 2', { exact: true });
    await expect(estado2.getByRole('option', { name: otro.nombre, exact: true })).toHaveCount(1);
    await expect(estado2.getByRole('option', { name: reagendado.nombre, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reagendar' })).toHaveCount(0);
  });

  test('[CITAS-DETALLE] candidato registrado: enlace a su hoja de vida y "Vencida" en el requisito cuya vigencia pasó', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const persona = await fabricas.hojaDeVida();
    const cita = await fabricas.cita({ registrado: persona, requisitos: 2 });
    const [vencido, vigente] = cita.requisitos;
    // Done long ago (past any validity) and today.
    await fabricas.resultadoRequisito(persona.id, vencido!.id, 5000);
    await fabricas.resultadoRequisito(persona.id, vigente!.id, 0);
    await entrar('admin', `/detail-cita/${cita.id}`);
    await expect(page.getByRole('link', { name: persona.nombre })).toHaveAttribute(
      'href',
      `/hv/${persona.id}`,
    );
    const fila = (nombre: string) =>
      page
        .getByRole('region', { name: 'Requisitos de la cita' })
        .getByRole('listitem')
        .filter({ hasText: nombre });
    await expect(fila(vencido!.nombre)).toContainText('Vencida');
    await expect(fila(vigente!.nombre)).toBeVisible();
    await expect(fila(vigente!.nombre)).not.toContainText('Vencida');
  });

  test('[CITAS-DETALLE] una cita que no existe lo dice en la pantalla', async ({ page, entrar }) => {
    await entrar('admin', '/detail-cita/2147483000');
    await expect(page.getByText(M.noEncontrada)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a citas' })).toHaveAttribute(
      'href',
      '/dashboard-cita',
    );
  });
});
