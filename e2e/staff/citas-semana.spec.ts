/**
 * Issue 35 §4: the week calendar of appointments (/citas/semana), the overlap offer when the person in charge is
 * changed on the detail, the list sorted by clicking a column header (the same server sort as «Ordenar por») and
 * reception of a branch the user picks.
 */
import type { Page } from '@playwright/test';
import {
  formatoFecha,
  formatoFechaHora,
  hoyIso,
  instanteEnBogota,
  lunesDeSemana,
  MENSAJES_CITAS as M,
  sumarDias,
} from '@talento/rules';
import type { ClienteApi } from '../support/api/cliente-trpc';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

/** An appointment of a new spontaneous candidate at a Bogotá day and hour, in charge of `encargadoId`. */
async function citaEn(api: ClienteApi, encargadoId: number, dia: string, hora: number, minuto = 0) {
  const documento = unico();
  const r = await api.citas.crear.mutate({
    documento,
    espontaneo: {
      nombres: `Semana ${documento}`,
      apellidos: 'Calendario',
      email: `semana${documento}@ejemplo.com`,
      telefono: '3001234567',
    },
    razonEntrevista: 1,
    encargadoId,
    fechaHoraEntrevista: instanteEnBogota(dia, hora, minuto),
    requisitoIds: [],
    aceptarCruce: true,
  });
  if (r.resultado !== 'creada') throw new Error(r.mensaje);
  return { id: r.id, nombre: `Semana ${documento} Calendario`, cuando: instanteEnBogota(dia, hora, minuto) };
}

const columnaDe = (page: Page, nombreDia: string, dia: string) =>
  page.getByRole('region', { name: `${nombreDia} ${formatoFecha(dia)}` });

test.describe('[CITAS-SEMANA] calendario semanal, cruce al cambiar encargado, orden por columna y recepción', () => {
  test('[CITAS-SEMANA] la semana pone cada cita en su día, filtra por encargado, cambia de semana y abre la cita', async ({
    page,
    entrar,
    apiDe,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('admin');
    const { encargados } = await api.citas.catalogos.query();
    const [uno, otro] = encargados;
    if (!uno || !otro) throw new Error('Se necesitan dos encargados');
    // A week far ahead that no other spec books.
    const lunes = lunesDeSemana(sumarDias(hoyIso(), 7 * 30));
    const miercoles = sumarDias(lunes, 2);
    const domingo = sumarDias(lunes, 6);
    const a = await citaEn(api, uno.id, miercoles, 10);
    const b = await citaEn(api, otro.id, domingo, 16, 30);

    await entrar('admin', '/dashboard-cita');
    await page.getByRole('link', { name: 'Ver la semana' }).click();
    await expect(page).toHaveURL(/\/citas\/semana$/);
    await expect(page.getByRole('heading', { name: 'Semana de citas', level: 1 })).toBeVisible();
    await expect(page.getByText(`Semana del ${formatoFecha(lunesDeSemana(hoyIso()))}`)).toBeVisible();

    await page.goto(`/citas/semana?dia=${sumarDias(lunes, -7)}`);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(
      page.getByText(`Semana del ${formatoFecha(lunes)} al ${formatoFecha(domingo)}`),
    ).toBeVisible();
    // Seven columns Monday to Sunday; each appointment in its day's column, at its hour.
    await expect(
      page.getByRole('region', { name: /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) / }),
    ).toHaveCount(7);
    await expect(columnaDe(page, 'Miércoles', miercoles).getByTestId(`cita-semana-${a.id}`)).toContainText(
      `10:00 ${a.nombre}`,
    );
    await expect(columnaDe(page, 'Domingo', domingo).getByTestId(`cita-semana-${b.id}`)).toContainText(
      `16:30 ${b.nombre}`,
    );

    // Filtered by person in charge: the other one's appointment leaves; the filter stays in the address.
    await page.getByLabel('Encargado', { exact: true }).selectOption(String(uno.id));
    await expect(page.getByTestId(`cita-semana-${b.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`cita-semana-${a.id}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`encargado=${uno.id}`));

    // The week before does not have it; back to this one, a click opens the appointment.
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(page.getByText(`Semana del ${formatoFecha(sumarDias(lunes, -7))}`)).toBeVisible();
    await expect(page.getByTestId(`cita-semana-${a.id}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.getByTestId(`cita-semana-${a.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/detail-cita/${a.id}$`));
    await expect(page.getByRole('heading', { name: `Cita de ${a.nombre}`, level: 1 })).toBeVisible();
  });

  test('[CITAS-SEMANA] el filtro por sucursal deja en la semana solo las citas de esa sucursal', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('admin');
    // A week far ahead that no other spec books; each appointment at its author's branch (the admin's, the recruiter's).
    const lunes = lunesDeSemana(sumarDias(hoyIso(), 7 * 32));
    const miercoles = sumarDias(lunes, 2);
    const minutosHasta = (hora: number) =>
      Math.ceil((instanteEnBogota(miercoles, hora, 0).getTime() - Date.now()) / 60_000);
    const apellidos = `Sucursal ${unico()}`;
    const a = await fabricas.cita({ apellidos, minutos: minutosHasta(10) });
    const b = await fabricas.cita({ apellidos, minutos: minutosHasta(15), autor: 'reclutador' });
    const sucursalA = (await api.citas.obtener.query({ id: a.id })).sucursal;
    const sucursalB = (await api.citas.obtener.query({ id: b.id })).sucursal;
    if (!sucursalA || !sucursalB) throw new Error('Cada cita necesita su sucursal');
    expect(sucursalB.id).not.toBe(sucursalA.id);

    await entrar('admin', `/citas/semana?dia=${miercoles}`);
    await expect(page.getByText(`Semana del ${formatoFecha(lunes)}`)).toBeVisible();
    const columna = columnaDe(page, 'Miércoles', miercoles);
    // All branches: both are in the week.
    await expect(columna.getByTestId(`cita-semana-${a.id}`)).toContainText(a.nombre);
    await expect(columna.getByTestId(`cita-semana-${b.id}`)).toContainText(b.nombre);

    // The recruiter's branch: only its appointment; the filter stays in the address.
    const sucursal = page.getByLabel('Sucursal', { exact: true });
    await sucursal.selectOption(String(sucursalB.id));
    await expect(page).toHaveURL(new RegExp(`sucursal=${sucursalB.id}`));
    await expect(page.getByTestId(`cita-semana-${a.id}`)).toHaveCount(0);
    await expect(columna.getByTestId(`cita-semana-${b.id}`)).toContainText(b.nombre);

    // The admin's branch: the other way round.
    await sucursal.selectOption(String(sucursalA.id));
    await expect(page).toHaveURL(new RegExp(`sucursal=${sucursalA.id}`));
    await expect(page.getByTestId(`cita-semana-${b.id}`)).toHaveCount(0);
    await expect(columna.getByTestId(`cita-semana-${a.id}`)).toContainText(a.nombre);

    // "Todas": both again.
    await sucursal.selectOption('');
    await expect(page).not.toHaveURL(/sucursal=/);
    await expect(columna.getByTestId(`cita-semana-${a.id}`)).toBeVisible();
    await expect(columna.getByTestId(`cita-semana-${b.id}`)).toBeVisible();
  });

  test('[CITAS-SEMANA] cambiar el encargado a uno ocupado a esa hora avisa nombrando la otra cita; «Sí» lo cambia', async ({
    page,
    entrar,
    apiDe,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('admin');
    const { encargados } = await api.citas.catalogos.query();
    const [ocupado, libre] = encargados;
    if (!ocupado || !libre) throw new Error('Se necesitan dos encargados');
    // A day of its own on each run (one past the week views' weeks): a rerun on the same database must not find the
    // previous run's appointment at that hour first.
    const dia = sumarDias(hoyIso(), 7 * 33 + (Number(unico()) % 100));
    const otra = await citaEn(api, ocupado.id, dia, 9);
    const cita = await citaEn(api, libre.id, dia, 9, 30);

    await entrar('admin', `/detail-cita/${cita.id}`);
    const encargado = page.getByLabel('Encargado', { exact: true });
    await expect(encargado).toHaveValue(String(libre.id));
    await encargado.selectOption(String(ocupado.id));
    const mensaje = M.cruceEncargado({
      id: otra.id,
      candidato: otra.nombre,
      cuando: formatoFechaHora(otra.cuando),
    });
    const dialogo = page.getByRole('dialog', { name: mensaje });
    await expect(dialogo).toContainText(M.ofrecerCruce);
    // "Conservar el encargado": nothing changes.
    await dialogo.getByRole('button', { name: 'Conservar el encargado' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(encargado).toHaveValue(String(libre.id));
    expect((await api.citas.obtener.query({ id: cita.id })).encargado.id).toBe(libre.id);

    // "Agendar de todos modos": changed anyway.
    await encargado.selectOption(String(ocupado.id));
    await dialogo.getByRole('button', { name: 'Agendar de todos modos' }).click();
    await expect
      .poll(async () => (await api.citas.obtener.query({ id: cita.id })).encargado.id)
      .toBe(ocupado.id);
    await expect(encargado).toHaveValue(String(ocupado.id));
  });

  test('[CITAS-SEMANA] un clic en el encabezado ordena la lista en el servidor, como «Ordenar por»', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const apellidos = `Orden ${unico()}`;
    await fabricas.cita({ apellidos, minutos: 60 * 24 * 100 });
    await fabricas.cita({ apellidos, minutos: 60 * 24 * 101 });
    await entrar('admin', '/dashboard-cita');
    const tabla = page.getByRole('table', { name: 'Citas' });
    const candidato = tabla.getByRole('columnheader', { name: 'Candidato' });
    const entrevista = tabla.getByRole('columnheader', { name: 'Entrevista' });
    const ordenarPor = page.getByLabel('Ordenar por', { exact: true });
    await expect(entrevista).toHaveAttribute('aria-sort', 'descending');
    await expect(tabla.getByRole('columnheader', { name: 'Documento' }).getByRole('button')).toHaveCount(0);

    await candidato.getByRole('button').click();
    await expect(candidato).toHaveAttribute('aria-sort', 'ascending');
    await expect(ordenarPor).toHaveValue('candidato_asc');
    await candidato.getByRole('button').click();
    await expect(candidato).toHaveAttribute('aria-sort', 'descending');
    await expect(ordenarPor).toHaveValue('candidato_desc');
    await entrevista.getByRole('button').click();
    await expect(entrevista).toHaveAttribute('aria-sort', 'ascending');
    await expect(ordenarPor).toHaveValue('entrevista_asc');
    // And the select moves the header's arrow.
    await ordenarPor.selectOption('entrevista_desc');
    await expect(entrevista).toHaveAttribute('aria-sort', 'descending');
  });

  test('[CITAS-SEMANA] recepción: quien cubre otra sucursal la elige y ve sus citas de hoy', async ({
    page,
    entrar,
    fabricas,
  }) => {
    // Booked by the recruiter: the appointment is at their branch (Cali), not the admin's.
    const cita = await fabricas.cita({ apellidos: `Sucursal ${unico()}`, hoy: true, autor: 'reclutador' });
    await entrar('admin', '/citas/recepcion');
    const tabla = page.getByRole('table', { name: 'Citas de hoy' });
    const sucursal = page.getByLabel('Sucursal', { exact: true });
    await expect(sucursal).not.toHaveValue('');
    await expect(page.getByText(/^Citas de hoy en Bogotá Centro/)).toBeVisible();
    await expect(tabla.getByRole('row').filter({ hasText: cita.nombre })).toHaveCount(0);

    await sucursal.selectOption({ label: 'Cali' });
    await expect(page.getByText(/^Citas de hoy en Cali/)).toBeVisible();
    await expect(tabla.getByRole('row').filter({ hasText: cita.nombre })).toHaveCount(1);
    await expect(page).toHaveURL(/\?sucursal=\d+$/);
    // The pick stays after a reload.
    await page.reload();
    await expect(page.getByText(/^Citas de hoy en Cali/)).toBeVisible();
    await expect(tabla.getByRole('row').filter({ hasText: cita.nombre })).toHaveCount(1);
  });
});
