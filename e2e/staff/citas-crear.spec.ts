import type { Page } from '@playwright/test';
import { formatoFechaHora, hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias } from '@talento/rules';
import type { ClienteApi } from '../support/api/cliente-trpc';
import { enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

// Days ahead on Bogotá's clock, at a fixed hour: never "today" by accident near midnight, never in the past.
const enDias = (dias: number, hora: number) => instanteEnBogota(sumarDias(hoyIso(), dias), hora, 0);
const manana = (hora: number) => enDias(1, hora);

async function elegirFecha(page: Page, fecha: Date) {
  const campo = page.getByLabel('Fecha y hora de la entrevista');
  await campo.fill(formatoFechaHora(fecha));
  await campo.press('Tab');
}

async function buscarDocumento(page: Page, documento: string) {
  const busqueda = page.getByRole('search', { name: 'Buscar candidato por documento' });
  await busqueda.getByLabel('Número de documento').fill(documento);
  await busqueda.getByRole('button', { name: 'Buscar' }).click();
}

/** An appointment written through the API (the set-up of the duplicate and reschedule cases). */
async function citaPorApi(api: ClienteApi, documento: string, candidatoId: number, fecha: Date) {
  const { encargados } = await api.citas.catalogos.query();
  const r = await api.citas.crear.mutate({
    documento,
    candidatoId,
    razonEntrevista: 1,
    encargadoId: encargados[0]!.id,
    fechaHoraEntrevista: fecha,
    comentario: 'Primera cita',
    aceptarCruce: true,
  });
  if (r.resultado !== 'creada') throw new Error(r.mensaje);
  return r;
}

const idDeDetalle = (page: Page) => Number(/\/detail-cita\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

test.describe('[CITAS-CREAR] crear y reagendar citas', () => {
  test('[CITAS-CREAR] cita de un candidato registrado: documento numérico, datos de solo lectura, mensajes y guardado', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const apellido = `Registrada ${unico()}`;
    const persona = await fabricas.hojaDeVida({ apellido });
    const api = apiDe('admin');
    const { requisitos, encargados } = await api.citas.catalogos.query();
    await entrar('admin', '/create-cita');
    await expect(page.getByRole('heading', { name: 'Crear cita', level: 1 })).toBeVisible();

    await buscarDocumento(page, '12ab');
    await expect(enPantalla(page, M.documentoInvalido)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nueva cita' })).toHaveCount(0);

    await buscarDocumento(page, persona.documento);
    const candidato = page.getByRole('region', { name: 'Candidato', exact: true });
    await expect(candidato).toContainText(persona.nombre);
    await expect(candidato).toContainText(persona.email);
    // Read-only: the registered person's data are edited on the CV, not here.
    await expect(candidato.getByRole('textbox')).toHaveCount(0);
    const formulario = page.getByRole('form', { name: 'Nueva cita' });
    // Default time: now + 30 minutes, DD/MM/YYYY HH:mm.
    await expect(page.getByLabel('Fecha y hora de la entrevista')).toHaveValue(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );

    await page.getByLabel('Fecha y hora de la entrevista').fill('');
    await page.getByLabel('Fecha y hora de la entrevista').press('Tab');
    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Entrevista con cliente' });
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    // Every message at once, each under its field.
    await expect(enPantalla(formulario, M.encargadoRequerido)).toBeVisible();
    await expect(enPantalla(formulario, M.clienteRequerido)).toBeVisible();
    await expect(enPantalla(formulario, M.fechaRequerida)).toBeVisible();

    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Otro / stock' });
    await expect(page.getByLabel('Cliente')).toHaveCount(0);
    await page.getByLabel('Encargado').selectOption({ label: encargados[0]!.nombre });
    await elegirFecha(page, manana(10));
    await page.getByLabel('Referencia', { exact: true }).selectOption({ label: 'Otro' });
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    await expect(enPantalla(formulario, M.otrosReferenciaRequerido)).toBeVisible();
    await page.getByLabel('¿Cuál referencia?').fill('Feria de empleo');
    await page.getByLabel('Comentario', { exact: true }).fill('Trae certificados laborales');
    await formulario.getByRole('checkbox', { name: requisitos[0]!.nombre }).check();
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();

    await expect(enPantalla(page, M.creada)).toBeVisible();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const cita = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(cita.candidato).toMatchObject({ candidatoId: persona.id, documento: persona.documento });
    expect(cita).toMatchObject({
      razonEntrevista: 1,
      encargado: { id: encargados[0]!.id },
      referencia: { id: 6 },
      otrosReferencia: 'Feria de empleo',
      comentario: 'Trae certificados laborales',
    });
    expect(cita.fechaHoraEntrevista.toISOString()).toBe(manana(10).toISOString());
    expect(cita.requisitos.map((r) => r.requisitoId)).toEqual([requisitos[0]!.id]);

    // Saved: it is on the dashboard.
    await page.goto('/dashboard-cita');
    await page.getByLabel('Nombre del candidato').fill(apellido);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page
        .getByRole('table', { name: 'Citas' })
        .getByRole('link', { name: new RegExp(`Ver la cita de .*${apellido}`) }),
    ).toHaveAttribute('href', `/detail-cita/${cita.id}`);
  });

  test('[CITAS-CREAR] candidato espontáneo: pide nombres, apellidos, correo y teléfono numérico; entrevista con cliente', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const cliente = await fabricas.clienteNuevo();
    const documento = unico();
    const api = apiDe('admin');
    // Once the client is chosen the form offers only the people in charge who can see it.
    const { encargados } = await api.citas.catalogos.query({ clienteId: cliente.id });
    // A new client: the admin's scope is every client.
    await entrar('admin', '/create-cita');
    await buscarDocumento(page, documento);
    const espontaneo = page.getByRole('region', { name: 'Candidato espontáneo', exact: true });
    await expect(espontaneo).toBeVisible();
    const formulario = page.getByRole('form', { name: 'Nueva cita' });
    await espontaneo.getByLabel('Nombres').fill('Lucía');
    await espontaneo.getByLabel('Apellidos').fill(`Espontánea ${documento}`);
    await espontaneo.getByLabel('Correo electrónico').fill('lucia@');
    await espontaneo.getByLabel('Teléfono').fill('300 12 34');
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    await expect(enPantalla(espontaneo, M.correoInvalido)).toBeVisible();
    await expect(enPantalla(espontaneo, M.telefonoInvalido)).toBeVisible();

    await espontaneo.getByLabel('Correo electrónico').fill(`lucia${documento}@correo.test`);
    await espontaneo.getByLabel('Teléfono').fill('3001234567');
    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Entrevista con cliente' });
    await page.getByLabel('Cliente').fill(cliente.nombre);
    await page.getByRole('option', { name: new RegExp(cliente.nombre) }).click();
    await page.getByLabel('Encargado').selectOption({ label: encargados[0]!.nombre });
    await elegirFecha(page, manana(11));
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();

    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const cita = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(cita.candidato).toMatchObject({
      candidatoId: null,
      documento,
      email: `lucia${documento}@correo.test`,
      telefono: '3001234567',
    });
    expect(cita).toMatchObject({ razonEntrevista: 0, cliente: { id: cliente.id } });
  });

  test('[CITAS-CREAR] duplicado del mismo día: "No reagendar" lo deja en pantalla; "Reagendar la existente" la reagenda', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const persona = await fabricas.hojaDeVida();
    const api = apiDe('admin');
    const primera = await citaPorApi(api, persona.documento, persona.id, manana(10));
    const { encargados } = await api.citas.catalogos.query();
    await entrar('admin', '/create-cita');
    await buscarDocumento(page, persona.documento);
    const formulario = page.getByRole('form', { name: 'Nueva cita' });
    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Otro / stock' });
    await page.getByLabel('Encargado').selectOption({ label: encargados[0]!.nombre });
    await elegirFecha(page, manana(15));
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();

    const dialogo = page.getByRole('dialog', { name: M.duplicadoDia });
    await expect(dialogo).toContainText(M.ofrecerReagendar);
    await dialogo.getByRole('button', { name: 'No reagendar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByLabel('Fecha y hora de la entrevista')).toHaveAccessibleDescription(
      new RegExp(M.duplicadoDia),
    );
    expect((await api.citas.obtener.query({ id: primera.id })).estado2).toBeNull();

    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    await dialogo.getByRole('button', { name: 'Reagendar la existente' }).click();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const nueva = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(nueva).toMatchObject({ citaPadreReagendadaId: primera.id });
    expect(nueva.fechaHoraEntrevista.toISOString()).toBe(manana(15).toISOString());
    expect(await api.citas.obtener.query({ id: primera.id })).toMatchObject({
      estado1: { id: 1 },
      estado2: { nombre: 'Reagendado' },
    });
  });

  test('[CITAS-CREAR] reagendar: documento bloqueado, Cancelar desde estado 2 lo deja sin estado, la razón es obligatoria', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const persona = await fabricas.hojaDeVida();
    const api = apiDe('admin');
    const vieja = await citaPorApi(api, persona.documento, persona.id, manana(9));
    const { estados2 } = await api.citas.catalogos.query();
    const reagendado = estados2.find((e) => e.codigo === 'reagendado')!;
    await api.citas.cambiarEstado2.mutate({ id: vieja.id, version: vieja.version, estadoId: reagendado.id });

    // Opened by the detail's estado2 "reagendado": cancelling clears estado2 and returns to the detail.
    await entrar('admin', `/create-cita/${vieja.id}?desde=estado2`);
    await expect(page.getByRole('heading', { name: 'Reagendar cita', level: 1 })).toBeVisible();
    const documento = page.getByLabel('Número de documento');
    await expect(documento).toHaveValue(persona.documento);
    await expect(documento).not.toBeEditable();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail-cita/${vieja.id}$`));
    expect((await api.citas.obtener.query({ id: vieja.id })).estado2).toBeNull();

    await page.goto(`/create-cita/${vieja.id}`);
    const formulario = page.getByRole('form', { name: `Reagendar cita ${vieja.id}` });
    // Pre-filled from the old appointment.
    await expect(page.getByLabel('Razón de la entrevista')).toHaveValue('1');
    await expect(page.getByLabel('Comentario', { exact: true })).toHaveValue('Primera cita');
    await formulario.getByRole('button', { name: 'Reagendar cita' }).click();
    await expect(enPantalla(formulario, M.razonReagendamientoRequerida)).toBeVisible();
    await page.getByLabel('Razón del reagendamiento').fill('El candidato pidió la tarde');
    await elegirFecha(page, manana(16));
    await formulario.getByRole('button', { name: 'Reagendar cita' }).click();

    await expect(enPantalla(page, M.reagendada)).toBeVisible();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const nueva = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(nueva).toMatchObject({
      citaPadreReagendadaId: vieja.id,
      razonReagendamiento: 'El candidato pidió la tarde',
      comentario: 'Primera cita',
    });
    expect(nueva.fechaHoraEntrevista.toISOString()).toBe(manana(16).toISOString());
    expect(await api.citas.obtener.query({ id: vieja.id })).toMatchObject({
      estado1: { id: 1 },
      estado2: { id: reagendado.id },
    });
  });

  test('[CITAS-CREAR] reagendar sobre un día que ya tiene otra cita: el rechazo del servidor queda bajo la fecha y nada cambia', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(60_000);
    const persona = await fabricas.hojaDeVida();
    const api = apiDe('admin');
    await citaPorApi(api, persona.documento, persona.id, manana(9));
    const pasado = await citaPorApi(api, persona.documento, persona.id, enDias(2, 10));
    await entrar('admin', `/create-cita/${pasado.id}`);
    const formulario = page.getByRole('form', { name: `Reagendar cita ${pasado.id}` });
    await page.getByLabel('Razón del reagendamiento').fill('Prefiere mañana');
    await elegirFecha(page, manana(15));
    await formulario.getByRole('button', { name: 'Reagendar cita' }).click();
    await expect(page.getByLabel('Fecha y hora de la entrevista')).toHaveAccessibleDescription(
      new RegExp(M.duplicadoDia),
    );
    await expect(page).toHaveURL(new RegExp(`/create-cita/${pasado.id}$`));
    expect(await api.citas.obtener.query({ id: pasado.id })).toMatchObject({
      estado2: null,
      version: pasado.version,
    });
  });

  test('[CITAS-CREAR] negativas del documento y permisos que faltan', async ({
    page,
    entrar,
    base,
    fabricas,
  }) => {
    const contratada = await fabricas.hojaDeVida();
    const ocupada = await fabricas.hojaDeVida();
    await base.query('update candidato set estado_informa = 1 where id = $1', [contratada.id]);
    await base.query('update candidato set disponibilidad = 1 where id = $1', [ocupada.id]);
    await entrar('admin', '/create-cita');
    await buscarDocumento(page, contratada.documento);
    await expect(enPantalla(page, M.contratado)).toBeVisible();
    await buscarDocumento(page, ocupada.documento);
    await expect(enPantalla(page, M.noDisponible)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nueva cita' })).toHaveCount(0);

    // The jefe has add_cita but not the other two permissions: the entry guard turns them away with the spec's words.
    await entrar('jefe', '/create-cita');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: M.sinPermisoCrear }).first()).toBeVisible();
    await expect(page.getByRole('search', { name: 'Buscar candidato por documento' })).toHaveCount(0);
    await page.goto('/create-cita/1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: M.sinPermisoReagendar }).first()).toBeVisible();
    // Nor does the dashboard offer to create one.
    await page.goto('/dashboard-cita');
    await expect(page.getByRole('table', { name: 'Citas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nueva cita' })).toHaveCount(0);
  });
});
