import type { Page } from '@playwright/test';
import { formatoFechaHora, hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

// Days ahead on Bogotá's clock at a fixed hour: never "today" by accident near midnight, never in the past.
const enDias = (dias: number, hora: number, minuto = 0) =>
  instanteEnBogota(sumarDias(hoyIso(), dias), hora, minuto);

async function elegirFecha(page: Page, fecha: Date) {
  const campo = page.getByLabel('Fecha y hora de la entrevista');
  await campo.fill(formatoFechaHora(fecha));
  await campo.press('Tab');
}

async function abrirFormulario(page: Page, documento: string) {
  const busqueda = page.getByRole('search', { name: 'Buscar candidato por documento' });
  await busqueda.getByLabel('Número de documento').fill(documento);
  await busqueda.getByRole('button', { name: 'Buscar' }).click();
  return page.getByRole('form', { name: 'Nueva cita' });
}

const idDeDetalle = (page: Page) => Number(/\/detail-cita\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

test.describe('[CITAS-LUGAR] lugar, duración y cruces del encargado', () => {
  test('[CITAS-LUGAR] la hora por defecto cae en la grilla de 15 minutos; una videollamada con duración se guarda y el detalle la muestra', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const persona = await fabricas.hojaDeVida();
    const api = apiDe('admin');
    // A person in charge nobody else books in this spec's other test.
    const { encargados } = await api.citas.catalogos.query();
    const encargado = encargados.at(-1)!;
    await entrar('admin', '/create-cita');
    const formulario = await abrirFormulario(page, persona.documento);
    await expect(page.getByLabel('Fecha y hora de la entrevista')).toHaveValue(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:(00|15|30|45)$/,
    );
    // The booking user's branch by default, for an hour.
    await expect(page.getByLabel('Lugar de la entrevista')).toHaveValue('sucursal');
    await expect(page.getByLabel('Duración')).toHaveValue('60');

    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Otro / stock' });
    await page.getByLabel('Encargado').selectOption({ label: encargado.nombre });
    await elegirFecha(page, enDias(3, 8));
    await page.getByLabel('Lugar de la entrevista').selectOption({ label: 'Por videollamada' });
    await page.getByLabel('Enlace de la videollamada').fill('reunion sin enlace');
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    await expect(enPantalla(formulario, M.enlaceVirtualInvalido)).toBeVisible();
    const enlace = `https://meet.example.com/${unico()}`;
    await page.getByLabel('Enlace de la videollamada').fill(enlace);
    await page.getByLabel('Duración').selectOption({ label: '45 minutos' });
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();

    await expect(enPantalla(page, M.creada)).toBeVisible();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const cita = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(cita).toMatchObject({ lugar: 'virtual', enlaceVirtual: enlace, duracionMinutos: 45 });
    await expect(page.getByRole('link', { name: enlace })).toHaveAttribute('href', enlace);
    await expect(page.getByText('45 minutos')).toBeVisible();
  });

  test('[CITAS-LUGAR] el encargado ocupado a esa hora: el aviso nombra la otra cita; "Elegir otra hora" lo deja bajo la fecha, "Agendar de todos modos" agenda', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('admin');
    const { encargados } = await api.citas.catalogos.query();
    const encargado = encargados[0]!;
    const ocupada = await fabricas.hojaDeVida();
    const hora = enDias(4, 9);
    const otra = await api.citas.crear.mutate({
      documento: ocupada.documento,
      candidatoId: ocupada.id,
      razonEntrevista: 1,
      encargadoId: encargado.id,
      fechaHoraEntrevista: hora,
      aceptarCruce: true,
    });
    if (otra.resultado !== 'creada') throw new Error(otra.mensaje);
    const persona = await fabricas.hojaDeVida();
    await entrar('admin', '/create-cita');
    const formulario = await abrirFormulario(page, persona.documento);
    await page.getByLabel('Razón de la entrevista').selectOption({ label: 'Otro / stock' });
    await page.getByLabel('Encargado').selectOption({ label: encargado.nombre });
    await elegirFecha(page, enDias(4, 9, 30));
    await formulario.getByRole('button', { name: 'Guardar cita' }).click();

    const aviso = M.cruceEncargado({
      id: otra.id,
      candidato: ocupada.nombre,
      cuando: formatoFechaHora(hora),
    });
    const dialogo = page.getByRole('dialog', { name: aviso });
    await expect(dialogo).toContainText(M.ofrecerCruce);
    await dialogo.getByRole('button', { name: 'Elegir otra hora' }).click();
    await expect(page.getByLabel('Fecha y hora de la entrevista')).toHaveAccessibleDescription(
      new RegExp(aviso.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page).toHaveURL(/\/create-cita$/);

    await formulario.getByRole('button', { name: 'Guardar cita' }).click();
    await dialogo.getByRole('button', { name: 'Agendar de todos modos' }).click();
    await expect(page).toHaveURL(/\/detail-cita\/\d+$/);
    const nueva = await api.citas.obtener.query({ id: idDeDetalle(page) });
    expect(nueva).toMatchObject({ encargado: { id: encargado.id } });
    expect(nueva.fechaHoraEntrevista.toISOString()).toBe(enDias(4, 9, 30).toISOString());

    // The list finds both by document, with its own column.
    await page.goto('/dashboard-cita');
    await page.getByLabel('Documento del candidato').fill(persona.documento);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Citas' });
    await expect(tabla.getByRole('columnheader', { name: 'Documento' })).toBeVisible();
    await expect(tabla.getByRole('link', { name: /^Ver la cita de / })).toHaveCount(1);
    await expect(tabla.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(1);
  });

  test('[CITAS-LUGAR] a 1024 px la lista empieza en la primera pantalla; se ordena en el servidor; los demás filtros se despliegan y se recuerdan abiertos', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(60_000);
    await fabricas.cita({ apellidos: `Pliegue ${unico()}` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await entrar('admin', '/dashboard-cita');
    const tabla = page.getByRole('table', { name: 'Citas' });
    // The first appointment's row starts on the first screen (the table may scroll sideways: only the height counts).
    await expect(tabla.getByRole('link', { name: /^Ver la cita de / }).first()).toBeAttached();
    const celda = tabla
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Ver la cita de / }) })
      .first()
      .getByRole('cell')
      .first();
    await expect(celda).toBeVisible();
    const caja = await celda.boundingBox();
    expect(caja).not.toBeNull();
    expect(caja!.y + caja!.height).toBeLessThanOrEqual(768);
    const filtros = page.getByRole('search', { name: 'Filtros de citas' });
    // Sorting by the candidate's name is done by the server (the whole list, not the page).
    const primeraVer = tabla.getByRole('link', { name: /^Ver la cita de / }).first();
    await filtros.getByLabel('Ordenar por').selectOption({ label: 'Candidato (A–Z)' });
    const { filas } = await apiDe('admin').citas.listar.query({ orden: 'candidato_asc' });
    await expect(primeraVer).toHaveAttribute('href', `/detail-cita/${filas[0]!.id}`);
    await filtros.getByLabel('Ordenar por').selectOption({ label: 'Entrevista más reciente primero' });
    await expect(filtros.getByLabel('Correo enviado')).toHaveCount(0);
    const mas = filtros.getByRole('button', { name: 'Más filtros' });
    await expect(mas).toHaveAttribute('aria-expanded', 'false');
    await mas.click();
    await filtros.getByLabel('Correo enviado').selectOption({ label: 'No' });
    // In use, the folded filters open again after a reload, so a filter in force is never hidden.
    await page.reload();
    await expect(filtros.getByLabel('Correo enviado')).toHaveValue('no');
    await filtros.getByRole('button', { name: 'Menos filtros' }).click();
    await expect(filtros.getByRole('button', { name: 'Más filtros (1 en uso)' })).toBeVisible();
  });
});
