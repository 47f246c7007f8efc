/**
 * Issue 20 end to end, the parts together: a merchandiser's phone enrols with a code the manager generates, posts
 * the day's GPS points and an arrival through the devices' REST API; the manager sees that route on the SVG map with
 * the arrival time, sends the phone a notification from the screen, the phone fetches it and confirms it, and the
 * history shows it delivered ("Entregada").
 */
import { formatoFechaHora, MENSAJES_NOTIFICACIONES as M } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

const API = '/api/dispositivos/v1';
const hace = (min: number) => new Date(Date.now() - min * 60_000);

test.describe('[MERCHANDISING] del teléfono a las pantallas', () => {
  test('[MERCHANDISING] enrolar, enviar el recorrido, verlo en el mapa, notificar y ver la notificación entregada', async ({
    page,
    entrar,
    fabricas,
    base,
    apiDe,
    request,
  }) => {
    test.setTimeout(120_000);
    const zona = await fabricas.zonaMerchandising(1);
    const almacen = zona.almacenes[0]!;
    const {
      rows: [cliente],
    } = await base.query<{ nit: string }>('select numero_documento as nit from cliente where id = $1', [
      zona.cliente.id,
    ]);
    const mercaderista = await fabricas.mercaderistaParaEnrolar(cliente!.nit);
    await fabricas.rutaMercaderista(mercaderista.id, [almacen.id]);

    // The phone enrols with a one-time code generated for the merchandiser.
    const { codigo } = await apiDe('gerente').dispositivos.generarCodigo.mutate({
      usuarioId: mercaderista.id,
    });
    const deviceId = `android-e2e-telefono-${mercaderista.id}`;
    const enrolamiento = await request.post(`${API}/enrolamiento`, {
      data: { codigo, deviceId, nombre: 'Teléfono e2e' },
    });
    expect(enrolamiento.status()).toBe(201);
    const { token } = (await enrolamiento.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    // The day's points around the store and the arrival at it; the same batch again changes nothing.
    const lote = {
      clave: `recorrido-${deviceId}`,
      puntos: [12, 9, 6, 3].map((m, i) => ({
        lat: 4.7 + i * 0.001,
        lng: -74.05 - i * 0.001,
        registradoEn: hace(m).toISOString(),
      })),
    };
    expect(await (await request.post(`${API}/puntos`, { headers, data: lote })).json()).toMatchObject({
      recibidos: 4,
      repetido: false,
    });
    expect(await (await request.post(`${API}/puntos`, { headers, data: lote })).json()).toMatchObject({
      repetido: true,
    });
    const llegada = hace(5);
    const respuesta = await request.post(`${API}/llegadas`, {
      headers,
      data: {
        clave: `llegada-${deviceId}`,
        llegadas: [{ almacenId: almacen.id, registradoEn: llegada.toISOString(), lat: 4.7, lng: -74.05 }],
      },
    });
    expect(respuesta.status()).toBe(200);

    // The manager's map (today by default, no maps key: the SVG map) shows those points and the arrival time.
    await entrar('gerente', '/merchandising-map');
    const combo = page.getByRole('combobox', { name: 'Mercaderista' });
    await combo.fill(mercaderista.nombre.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(mercaderista.username) }).click();
    await expect(page.getByTestId('resumen-recorrido')).toContainText(
      '4 puntos GPS, 1 almacén planeado, 1 reporte de llegada.',
    );
    expect((await page.getByTestId('polilinea').getAttribute('points'))?.split(' ')).toHaveLength(4);
    await page
      .getByTestId('mapa-svg')
      .getByRole('button', { name: `1. ${almacen.nombre}` })
      .click();
    await expect(page.getByTestId('panel-detalle')).toContainText(`Llegada: ${formatoFechaHora(llegada)}`);

    // A notification to that device (it has a route today in the region); no push provider here.
    await page.goto('/merchandising-notificaciones');
    await page.getByLabel('Cliente').fill(zona.cliente.nombre.slice(0, 24));
    await page.getByRole('option', { name: new RegExp(zona.cliente.nombre) }).click();
    await page.getByLabel('Región').selectOption({ label: zona.region.nombre });
    const titulo = `Reunión en bodega ${mercaderista.id}`;
    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Texto').fill('Mañana a las 7:00 en la bodega norte.');
    await page.getByRole('checkbox', { name: new RegExp(deviceId) }).check();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(enPantalla(page, M.enviada)).toBeVisible();
    const fila = page
      .getByRole('table', { name: 'Notificaciones enviadas' })
      .getByRole('row')
      .filter({ hasText: titulo });
    await expect(fila).toContainText('Pendiente');

    // The phone fetches its pending notifications and confirms this one; the history then says it was delivered.
    const pendientes = (await (await request.get(`${API}/notificaciones`, { headers })).json()) as {
      notificaciones: { id: number; titulo: string }[];
    };
    const recibida = pendientes.notificaciones.find((n) => n.titulo === titulo);
    expect(recibida).toBeDefined();
    expect((await request.post(`${API}/notificaciones/${recibida!.id}/recibida`, { headers })).status()).toBe(
      204,
    );
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: 'Notificaciones enviadas' })
        .getByRole('row')
        .filter({ hasText: titulo }),
    ).toContainText('Entregada');
  });
});
