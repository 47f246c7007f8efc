import { expect, test } from '../support/fixtures';
import { siExiste } from '../support/api';
import type { ClienteApi } from '../support/api/cliente-trpc';
import { smtpDelArchivo, type CorreoRecibido } from '../support/smtp';
import { PUERTO_SMTP_E2E } from '../support/servidor/entorno';

/** The same port playwright.config.ts gives the server in SMTP_URL. */
const servidorSmtp = smtpDelArchivo(test, PUERTO_SMTP_E2E);

async function esperarCorreo(para: string): Promise<CorreoRecibido> {
  await expect
    .poll(() => servidorSmtp().para(para).length, { timeout: 20_000, message: `correo a ${para}` })
    .toBeGreaterThan(0);
  return servidorSmtp().para(para).at(-1) as CorreoRecibido;
}

interface Fila {
  id: number;
  nombre: string;
  email: string;
}

/** A stage-2 demo order without FAC that has pre-selected candidates. */
async function pedidoSinFac(api: ClienteApi): Promise<{ id: number; candidato: Fila }> {
  for (let id = 1; id <= 60; id++) {
    const p = await siExiste(api.pedidos.detalle.query({ id }));
    if (!p || p.estado !== 2 || p.facDefinido) continue;
    const l = await siExiste(api.candidatosPedido.listar.query({ pedidoId: id }));
    const candidato = l?.preseleccionados[0];
    if (candidato) return { id, candidato };
  }
  throw new Error('No hay pedido en etapa 2 sin FAC con candidatos');
}

test.describe('[FAC] grupos de preguntas filtro', () => {
  test('[FAC] la psicóloga crea un grupo con un tag nuevo y uno existente, con validaciones, y ve su trazabilidad', async ({
    page,
    entrar,
  }) => {
    const sufijo = String(Date.now()).slice(-6);
    const nombre = `Mensajeros nocturnos ${sufijo}`;
    const tag = `nocturno ${sufijo}`;
    await entrar('psicologa');
    await page.goto('/fac-create');
    await page.getByLabel('Nombre del grupo').fill(nombre);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'El grupo de preguntras filtro debe tener tags' }),
    ).toBeVisible();

    // "Crear tag" with nothing typed says so under its field and creates nothing; the group's form is not sent.
    await page.getByRole('button', { name: 'Crear tag' }).click();
    await expect(page.getByLabel('Nuevo tag')).toHaveAccessibleDescription('Escriba el nombre del tag');
    await expect(page.getByText(/creado: búscalo de nuevo/)).toHaveCount(0);

    // A typed tag that does not exist is created, then searched again and added.
    await page.getByLabel('Nuevo tag').fill(tag);
    await page.getByRole('button', { name: 'Crear tag' }).click();
    await expect(page.getByText(`Tag "${tag}" creado: búscalo de nuevo para agregarlo`)).toBeVisible();
    await expect(page.getByLabel('Nuevo tag')).toHaveValue('');
    for (const [texto, opcion] of [
      [sufijo, tag],
      ['bodeg', 'bodega'],
    ] as const) {
      await page.getByLabel('Buscar tag').fill(texto);
      await page.getByRole('option', { name: opcion, exact: true }).click();
    }
    const tags = page.getByRole('list', { name: 'Tags del grupo' });
    await expect(tags.getByRole('listitem')).toHaveCount(2);
    await expect(tags).toContainText(tag);
    await expect(tags).toContainText('bodega');

    await page.getByLabel('Título de la pregunta 1').fill('¿Tiene moto propia con papeles al día?');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Seleccione la clase de la pregunta' }),
    ).toBeVisible();
    await page.getByLabel('Clase de la pregunta 1').selectOption({ label: 'Desempeño' });
    await page.getByLabel('Opción 1 de la pregunta 1', { exact: true }).fill('Sí');
    await page.getByLabel('Calificación de la opción 1 de la pregunta 1').selectOption({ label: '5' });
    await page.getByRole('button', { name: 'Agregar opción a la pregunta 1' }).click();
    await page.getByLabel('Opción 2 de la pregunta 1', { exact: true }).fill('No');
    await page
      .getByLabel('Calificación de la opción 2 de la pregunta 1')
      .selectOption({ label: 'Descartar' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('¿Desea guardar el grupo de preguntas filtro?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar grupo' }).click();

    await expect(page).toHaveURL(/\/fac-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText(tag);
    const trazas = page.getByRole('table', { name: 'Trazabilidad' });
    await expect(trazas.getByRole('row').filter({ hasText: 'INSERTAR' })).toHaveCount(6);
    await expect(trazas.getByRole('row').filter({ hasText: 'No (Descartar)' })).toHaveCount(1);

    await page.goto('/fac-list');
    await page.getByLabel('Buscar por nombre o tag').fill(sufijo);
    await expect(page.getByRole('row').filter({ hasText: nombre })).toBeVisible();
  });

  test('[FAC] el jefe define el FAC del pedido desde la sugerencia, el candidato responde por el enlace y el puntaje aparece en el pedido', async ({
    page,
    browser,
    entrar,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    test.setTimeout(90_000);
    await entrar('jefe');
    const { id, candidato } = await pedidoSinFac(apiDe('jefe'));

    await page.goto(`/pedido-detail/${id}`);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Para gestionar el pedido debe estar definido el Grupo de preguntas filtro' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Definir preguntas filtro' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedidos-edit/${id}/fac$`));
    const sugerido = page
      .getByRole('group', { name: 'Grupos sugeridos para el perfil' })
      .getByRole('radio')
      .first();
    await expect(sugerido).toBeChecked();
    await page.getByRole('button', { name: 'Definir preguntas filtro' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Definir preguntas' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${id}$`));
    await expect(banner).toHaveCount(0);

    // Send the link to the candidate from their row.
    const fila = page.getByTestId(`candidato-${candidato.id}`);
    await expect(fila.getByTestId('fac-candidato')).toContainText('No ha realizado FAC');
    await fila.getByRole('button', { name: 'Enviar preguntas filtro' }).click();
    await expect(page.getByText('Se envió el enlace de preguntas filtro a 1 candidato')).toBeVisible();
    await expect(fila.getByTestId('fac-candidato')).toContainText('Enlace enviado');
    const correo = await esperarCorreo(candidato.email);
    const enlace = /https?:\/\/\S+\/responder-fac\/[a-z2-7]{26}/.exec(correo.texto)?.[0];
    expect(enlace).toBeTruthy();

    // Expected score: the first option of each question, with the ratings only staff can see.
    const sugeridos = await siExiste(api.fac.sugeridosPedido.query({ pedidoId: id }));
    const grupo = await siExiste(api.fac.obtener.query({ id: sugeridos!.pedido.fac!.id }));
    const calificaciones = grupo!.preguntas.filter((p) => p.usar).map((p) => p.opciones[0]!.calificacion);
    const validas = calificaciones.filter((c) => c !== 6);
    const promedio = validas.reduce((s, c) => s + c, 0) / Math.max(validas.length, 1);
    const esperado = validas.length ? Math.round(((promedio - 1) / 4) * 100) : 0;

    // The candidate answers in a fresh browser context without any session.
    const contexto = await browser.newContext();
    const publica = await contexto.newPage();
    const ruta = new URL(enlace!).pathname;
    await publica.goto(ruta);
    await expect(publica.getByRole('heading', { name: 'Preguntas filtro' })).toBeVisible();
    await publica.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(publica.getByRole('alert')).toHaveText('Debe responder todas las preguntas');
    const preguntas = publica.getByRole('group');
    const n = await preguntas.count();
    expect(n).toBe(calificaciones.length);
    for (let i = 0; i < n; i++) await preguntas.nth(i).getByRole('radio').first().check();
    await publica.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(publica.getByRole('status')).toHaveText(
      'Sus respuestas fueron enviadas. Gracias por su tiempo.',
    );
    await publica.reload();
    await expect(publica.getByRole('alert')).toHaveText(
      'Estas preguntas filtro ya fueron respondidas. Gracias.',
    );
    await publica.goto('/responder-fac/abcdefghijklmnopqrstuvwxyz');
    await expect(publica.getByRole('alert')).toContainText('El enlace no es válido');
    await expect(publica).toHaveURL(/\/responder-fac\/abcdefghijklmnopqrstuvwxyz$/);
    await contexto.close();

    // Staff sees the score as the candidate's FAC test.
    await page.reload();
    await expect(page.getByTestId(`candidato-${candidato.id}`).getByTestId('fac-candidato')).toContainText(
      `FAC: ${esperado}`,
    );

    // "Ver cuestionario" (issue 17): each question with the option chosen and its rating, in a lazy modal.
    await page
      .getByTestId(`candidato-${candidato.id}`)
      .getByRole('button', { name: /Ver cuestionario/ })
      .click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: /^Preguntas filtro de / })).toBeVisible();
    const tabla = modal.getByRole('table', { name: 'Respuestas del cuestionario' });
    const usadas = grupo!.preguntas.filter((p) => p.usar);
    await expect(tabla.getByRole('row')).toHaveCount(usadas.length + 1);
    for (const p of usadas) {
      const elegida = p.opciones[0]!;
      const filaPregunta = tabla.getByRole('row').filter({ hasText: p.titulo });
      await expect(filaPregunta).toContainText(elegida.opcion);
      await expect(filaPregunta.getByRole('cell').last()).toHaveText(
        elegida.calificacion === 6 ? 'Descartar' : String(elegida.calificacion),
      );
    }
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toHaveCount(0);
  });
});
