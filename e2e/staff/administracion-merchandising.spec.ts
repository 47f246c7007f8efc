/**
 * Issue 34, Administración › Merchandising, "Done when": a store, a region, a merchandiser with a device and a route
 * for today make the notifications screen list that device, and an arrival at that store counts as planned. The
 * administrator builds it all on screen for a new client (so other workers' data never shows up): region, store with
 * typed coordinates, merchandiser, a weekly pattern with today's weekday, "Crear las rutas de la semana"; the phone
 * enrols with the code of /merchandising-dispositivos and reports its arrival through the devices' API; the
 * notifications screen lists the device for that client and region, and the map and compliance count the arrival as
 * planned and visited.
 */
import {
  DIAS_SEMANA,
  diaDeSemana,
  formatoFecha,
  formatoFechaHora,
  formatoNumero,
  formatoPorcentaje,
  hoyIso,
  MENSAJES_ADMIN_USUARIOS,
  MENSAJES_MAPA,
  MENSAJES_MERCHANDISING_ADMIN as M,
  MENSAJES_NOTIFICACIONES,
} from '@talento/rules';
import type { Locator, Page } from '@playwright/test';
import { aviso } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

const API = '/api/dispositivos/v1';
/** Éxito Calle 80, Bogotá. */
const PUNTO = { latitud: 4.6932, longitud: -74.0868 };
const coordenada = (n: number) => formatoNumero(n, 6);

/** Picks a client in a typeahead (`raiz`: the page or an open dialog) by its full name. */
async function elegirCliente(raiz: Page | Locator, etiqueta: string, nombre: string) {
  await raiz.getByRole('combobox', { name: etiqueta }).fill(nombre);
  await raiz.getByRole('option', { name: new RegExp(nombre) }).click();
}

test.describe('[ADMINISTRACION] merchandising: almacenes, regiones, mercaderistas y rutas', () => {
  test('[ADMINISTRACION] almacén, región, mercaderista con teléfono y ruta de hoy: notificaciones lista el dispositivo y la llegada al almacén cuenta como planificada', async ({
    page,
    entrar,
    fabricas,
    request,
  }) => {
    test.setTimeout(120_000);
    const cliente = await fabricas.clienteNuevo();
    const sufijo = unico();
    const region = `Sabana Norte ${sufijo}`;
    const almacen = `Éxito Calle 80 ${sufijo}`;
    const username = `merc.admin${sufijo}`;
    const apellido = `Pardo${sufijo}`;
    const nombre = `Lucía ${apellido}`;
    const correo = `${username}@andina.test`;
    const deviceId = `android-admin-${sufijo}`;
    const hoy = hoyIso();
    const diaHoy = DIAS_SEMANA[diaDeSemana(hoy) - 1]!;

    await entrar('admin', '/administracion/merchandising');
    await expect(page.getByRole('heading', { name: 'Merchandising', level: 1 })).toBeVisible();
    // The client filter: every tab shows only this client's data, and a new record starts with it.
    await elegirCliente(page, 'Cliente', cliente.nombre);

    // Regions tab: a new region of the client.
    await page.getByRole('tab', { name: 'Regiones' }).click();
    const regiones = page.getByRole('table', { name: 'Regiones' });
    await expect(regiones.getByText(M.sinRegiones)).toBeVisible();
    await page.getByRole('button', { name: 'Nueva región' }).click();
    const dialogoRegion = page.getByRole('dialog', { name: 'Nueva región' });
    await expect(dialogoRegion.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    await expect(dialogoRegion.getByText('El cliente aún no tiene almacenes.')).toBeVisible();
    await dialogoRegion.getByLabel('Nombre', { exact: true }).fill(region);
    await dialogoRegion.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, M.regionCreada)).toBeVisible();
    await expect(dialogoRegion).toHaveCount(0);
    await expect(regiones.getByRole('row').filter({ hasText: region })).toContainText('Activa');

    // Stores tab: a store in that region, its point typed (decimal comma).
    await page.getByRole('tab', { name: 'Almacenes' }).click();
    await page.getByRole('button', { name: 'Nuevo almacén' }).click();
    const dialogoAlmacen = page.getByRole('dialog', { name: 'Nuevo almacén' });
    await expect(dialogoAlmacen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    await dialogoAlmacen.getByLabel('Nombre', { exact: true }).fill(almacen);
    await dialogoAlmacen.getByLabel('Dirección').fill('Calle 80 # 69-70');
    await dialogoAlmacen.getByLabel('Región').selectOption({ label: region });
    await dialogoAlmacen.getByLabel('Latitud').fill(coordenada(PUNTO.latitud));
    await dialogoAlmacen.getByLabel('Longitud').fill(coordenada(PUNTO.longitud));
    await dialogoAlmacen.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, M.almacenCreado)).toBeVisible();
    await expect(dialogoAlmacen).toHaveCount(0);
    const filaAlmacen = page
      .getByRole('table', { name: 'Almacenes' })
      .getByRole('row')
      .filter({ hasText: almacen });
    await expect(filaAlmacen).toContainText(region);
    await expect(filaAlmacen).toContainText(`${coordenada(PUNTO.latitud)}; ${coordenada(PUNTO.longitud)}`);
    await expect(filaAlmacen).toContainText('Activo');
    await page.getByRole('tab', { name: 'Regiones' }).click();
    await expect(regiones.getByRole('row').filter({ hasText: region }).getByRole('cell').nth(2)).toHaveText(
      '1',
    );

    // Merchandisers tab: a new merchandiser working for the client.
    await page.getByRole('tab', { name: 'Mercaderistas' }).click();
    await page.getByRole('button', { name: 'Nuevo mercaderista' }).click();
    const dialogoMercaderista = page.getByRole('dialog', { name: 'Nuevo mercaderista' });
    await dialogoMercaderista.getByLabel('Usuario', { exact: true }).fill(username);
    await dialogoMercaderista.getByLabel('Nombres').fill('Lucía');
    await dialogoMercaderista.getByLabel('Apellidos').fill(apellido);
    await dialogoMercaderista.getByLabel('Correo electrónico').fill(correo);
    await elegirCliente(dialogoMercaderista, 'Clientes para los que trabaja', cliente.nombre);
    await expect(dialogoMercaderista.getByRole('list', { name: 'Clientes elegidos' })).toContainText(
      cliente.nombre,
    );
    await dialogoMercaderista.getByRole('button', { name: 'Crear' }).click();
    await expect(aviso(page, MENSAJES_ADMIN_USUARIOS.creado(correo))).toBeVisible();
    await expect(dialogoMercaderista).toHaveCount(0);
    const filaMercaderista = page
      .getByRole('table', { name: 'Mercaderistas' })
      .getByRole('row')
      .filter({ hasText: username });
    await expect(filaMercaderista).toContainText(nombre);
    await expect(filaMercaderista).toContainText(cliente.nombre);
    await expect(filaMercaderista).toContainText('Sin dispositivo');

    // Routes tab: today's weekday visits the store; then this week's routes are created from the pattern.
    await filaMercaderista.getByRole('button', { name: `Rutas de ${nombre}` }).click();
    await expect(page.getByRole('tab', { name: 'Rutas' })).toHaveAttribute('aria-selected', 'true');
    const patron = page.getByRole('form', { name: 'Ruta semanal' });
    await expect(patron.getByRole('heading', { name: `Ruta semanal de ${nombre}` })).toBeVisible();
    const dia = patron.getByRole('group', { name: diaHoy });
    await dia.getByLabel(`Agregar al ${diaHoy}`).selectOption({ label: `${almacen} (${cliente.nombre})` });
    await dia.getByRole('button', { name: 'Agregar' }).click();
    await expect(dia.getByRole('listitem')).toHaveCount(1);
    await expect(dia.getByRole('listitem')).toContainText(`${almacen} (${cliente.nombre})`);
    await patron.getByRole('button', { name: 'Guardar ruta semanal' }).click();
    await expect(aviso(page, M.patronGuardado)).toBeVisible();
    const tarjetaHoy = page.getByRole('article', { name: `${diaHoy} ${formatoFecha(hoy)}` });
    await expect(tarjetaHoy).toContainText('Ruta sin crear');
    await expect(tarjetaHoy.getByRole('listitem')).toHaveCount(1);
    await expect(tarjetaHoy.getByRole('listitem')).toContainText(almacen);
    await page.getByRole('button', { name: 'Crear las rutas de la semana' }).click();
    await expect(aviso(page, M.semanaGenerada(1, 1, 0))).toBeVisible();
    await expect(tarjetaHoy).toContainText('Ruta creada: 1 visita');

    // The phone: the code of /merchandising-dispositivos, then the enrolment over the devices' API.
    await page.goto('/merchandising-dispositivos');
    await expect(
      page.getByRole('heading', { name: 'Dispositivos de mercaderistas', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Mercaderista', { exact: true }).selectOption({ label: `${nombre} (${username})` });
    await page.getByRole('button', { name: 'Generar código' }).click();
    const codigo = (await page.getByTestId('codigo-enrolamiento').textContent())?.trim() ?? '';
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    const enrolamiento = await request.post(`${API}/enrolamiento`, {
      data: { codigo, deviceId, nombre: 'Motorola G54' },
    });
    expect(enrolamiento.status()).toBe(201);
    const { token } = (await enrolamiento.json()) as { token: string };
    await page.reload();
    await page.getByLabel('Mercaderista', { exact: true }).selectOption({ label: `${nombre} (${username})` });
    const filaDispositivo = page.getByRole('table', { name: 'Dispositivos' }).getByRole('row').filter({
      hasText: deviceId,
    });
    await expect(filaDispositivo).toContainText('Motorola G54');
    await expect(filaDispositivo).toContainText('Activo');

    // Notifications: for the client and the region, the merchandiser's device is listed (a route today there).
    await page.goto('/merchandising-notificaciones');
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await elegirCliente(page, 'Cliente', cliente.nombre);
    await page.getByLabel('Región').selectOption({ label: region });
    await expect(page.getByText(MENSAJES_NOTIFICACIONES.nota)).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: `${username} · ${deviceId} · Lucía ${apellido}` }),
    ).toBeVisible();
    await expect(page.getByText(MENSAJES_NOTIFICACIONES.sinDispositivos)).toHaveCount(0);

    // The phone reads its stores (the one created on screen, with its point) and reports its arrival there.
    const headers = { authorization: `Bearer ${token}` };
    const catalogos = await request.get(`${API}/catalogos`, { headers });
    expect(catalogos.status()).toBe(200);
    const { almacenes } = (await catalogos.json()) as {
      almacenes: { id: number; nombre: string; cliente: string; lat: number | null; lng: number | null }[];
    };
    expect(almacenes.map((a) => ({ nombre: a.nombre, cliente: a.cliente, lat: a.lat, lng: a.lng }))).toEqual([
      { nombre: almacen, cliente: cliente.nombre, lat: PUNTO.latitud, lng: PUNTO.longitud },
    ]);
    const llegada = new Date(Date.now() - 60_000);
    const respuesta = await request.post(`${API}/llegadas`, {
      headers,
      data: {
        clave: `llegada-${deviceId}`,
        llegadas: [
          {
            almacenId: almacenes[0]!.id,
            registradoEn: llegada.toISOString(),
            lat: PUNTO.latitud,
            lng: PUNTO.longitud,
          },
        ],
      },
    });
    expect(respuesta.status()).toBe(200);

    // The map of today: the store is the route's first stop (planned), with the arrival's time.
    await page.goto('/merchandising-map');
    await expect(page.getByRole('heading', { name: 'Mapa de rutas', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Mercaderista' }).fill(apellido);
    await page.getByRole('option', { name: new RegExp(nombre) }).click();
    await expect(page.getByTestId('resumen-recorrido')).toContainText(
      '0 puntos GPS, 1 almacén planeado, 1 reporte de llegada.',
    );
    const mapa = page.getByTestId('mapa-svg');
    await expect(mapa.getByRole('button')).toHaveCount(1);
    await expect(
      mapa.getByRole('button', { name: `${almacen} (${MENSAJES_MAPA.noPlanificado})` }),
    ).toHaveCount(0);
    await mapa.getByRole('button', { name: `1. ${almacen}` }).click();
    const panel = page.getByTestId('panel-detalle');
    await expect(panel).toContainText(`1. ${almacen}`);
    await expect(panel).toContainText(`Llegada: ${formatoFechaHora(llegada)}`);

    // Compliance: one planned store, visited.
    await page.getByRole('link', { name: 'Ver cumplimiento de visitas' }).click();
    await expect(page.getByRole('heading', { name: 'Cumplimiento de visitas', level: 1 })).toBeVisible();
    const fila = page
      .getByRole('table', { name: 'Cumplimiento de visitas por mercaderista y día' })
      .getByRole('row')
      .filter({ hasText: nombre });
    await expect(fila.getByRole('cell')).toHaveText([
      nombre,
      formatoFecha(hoy),
      '1',
      '1',
      formatoPorcentaje(100),
      /\d+/,
      /\d+/,
    ]);
  });
});
