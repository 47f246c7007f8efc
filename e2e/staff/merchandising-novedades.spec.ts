/**
 * Issue 20, an incident from the phone to the screen: the merchandiser's phone enrols and posts an incident with a
 * photo through the devices' REST API; on /merchandising-novedades the manager (change_novedad) sees it with its
 * photo in the solution modal, a failed update says "Error al actualizar notificación" (spec §8), then accepts it;
 * a user with read_reporte only sees the state as a label and the solution read-only.
 */
import { MENSAJES_NOVEDADES as M } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import type { Usuario } from '../support/usuarios';

const API = '/api/dispositivos/v1';
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('[NOVEDADES] novedades de mercaderistas', () => {
  test('[NOVEDADES] el teléfono reporta una novedad con foto; el gerente (change_novedad) ve la foto, una falla al actualizar lo dice, la acepta; un usuario con solo read_reporte la ve sin poder cambiarla', async ({
    page,
    entrar,
    fabricas,
    base,
    apiDe,
    request,
    paginaDe,
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

    // The phone: enrol with a code generated for the merchandiser, then the incident with its photo.
    const { codigo } = await apiDe('gerente').dispositivos.generarCodigo.mutate({
      usuarioId: mercaderista.id,
    });
    const deviceId = `android-e2e-novedad-${mercaderista.id}`;
    const enrolamiento = await request.post(`${API}/enrolamiento`, {
      data: { codigo, deviceId, nombre: 'Teléfono e2e' },
    });
    expect(enrolamiento.status()).toBe(201);
    const { token } = (await enrolamiento.json()) as { token: string };
    const texto = `Góndola vacía ${deviceId}`;
    const envio = await request.post(`${API}/novedades`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        clave: `n-${deviceId}`,
        subTipoNovedadId: mercaderista.subTipoNovedadId,
        almacenId: almacen.id,
        texto,
        registradoEn: new Date(Date.now() - 5 * 60_000).toISOString(),
        fotos: [{ nombre: 'gondola.png', base64: PNG }],
      },
    });
    expect(await envio.json()).toMatchObject({ recibidos: 1 });
    const {
      rows: [novedad],
    } = await base.query<{ id: number }>('select id from novedad where texto = $1', [texto]);

    await entrar('gerente', '/merchandising-novedades');
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByLabel('Cliente').fill(zona.cliente.nombre.slice(0, 20));
    await page.getByRole('option', { name: new RegExp(zona.cliente.nombre) }).click();
    const tabla = page.getByRole('table', { name: 'Novedades' });
    const fila = tabla.getByRole('row').filter({ hasText: texto });
    await expect(fila).toHaveCount(1);
    // The merchandiser by name, not by username.
    for (const t of [mercaderista.nombre, almacen.nombre, 'Pendiente']) await expect(fila).toContainText(t);
    await expect(fila).not.toContainText(mercaderista.username);

    // The region filter lists the client's regions; a state without rows says so.
    await page.getByLabel('Región').selectOption({ label: zona.region.nombre });
    await expect(fila).toHaveCount(1);
    await page.getByLabel('Estado').selectOption({ label: 'Aceptada' });
    await expect(tabla).toContainText(M.ninguna);
    await page.getByLabel('Estado').selectOption({ label: 'Todos' });

    // The phone's photo, in the solution modal of the pending incident.
    await fila.getByRole('button', { name: `Ver solución de la novedad ${novedad!.id}` }).click();
    const solucion = page.getByRole('dialog', { name: 'Solución de la novedad' });
    await expect(solucion).toContainText(M.sinSolucion);
    await expect(solucion.getByRole('img', { name: 'gondola.png' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await solucion.getByRole('button', { name: 'Cerrar' }).click();

    // An update that fails (someone else changed it meanwhile: the version is stale) says so, in the spec's words.
    await fila.getByRole('button', { name: `Actualizar novedad ${novedad!.id}: Pendiente` }).click();
    const modal = page.getByRole('dialog', { name: 'Actualizar novedad' });
    await modal.getByLabel('Estado').selectOption({ label: 'Aceptada' });
    await base.query('update novedad set version = version + 1 where id = $1', [novedad!.id]);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, 'Error al actualizar notificación')).toBeVisible();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(fila).toContainText('Pendiente');

    // With the current version, accept it with a comment.
    await page.reload();
    await expect(fila).toHaveCount(1);
    await fila.getByRole('button', { name: `Actualizar novedad ${novedad!.id}: Pendiente` }).click();
    await modal.getByLabel('Estado').selectOption({ label: 'Aceptada' });
    await modal.getByLabel('Comentario').fill('Se repuso el producto en la góndola');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, M.actualizada)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(fila).toContainText('Aceptada');

    // The solution: state, date, comment and the phone's photo.
    await fila.getByRole('button', { name: `Ver solución de la novedad ${novedad!.id}` }).click();
    await expect(solucion).toContainText('Se repuso el producto en la góndola');
    await expect(solucion).toContainText('Aceptada');
    await expect(solucion).not.toContainText(M.sinSolucion);
    await expect(solucion.getByRole('img', { name: 'gondola.png' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await solucion.getByRole('button', { name: 'Cerrar' }).click();

    // A user with read_reporte but without change_novedad: the state is a label, no update button.
    const lector = await fabricas.usuarioConPermisos(['read_reporte'], [zona.cliente.id]);
    // A user made for this test (not a demo one): the fixtures sign any user in with the demo password.
    const otra = await paginaDe(lector as Usuario, '/merchandising-novedades');
    await otra.getByRole('button', { name: 'Limpiar filtros' }).click();
    const filaLector = otra
      .getByRole('table', { name: 'Novedades' })
      .getByRole('row')
      .filter({ hasText: texto });
    await expect(filaLector).toContainText('Aceptada');
    await expect(filaLector.getByRole('button', { name: /Actualizar novedad/ })).toHaveCount(0);
    await filaLector.getByRole('button', { name: `Ver solución de la novedad ${novedad!.id}` }).click();
    const solucionLector = otra.getByRole('dialog', { name: 'Solución de la novedad' });
    await expect(solucionLector).toContainText('Se repuso el producto en la góndola');
    await expect(solucionLector.getByRole('img', { name: 'gondola.png' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
  });

  test('[NOVEDADES] un rango de fechas invertido es un mensaje de validación en «Hasta», no una falla de carga; al corregirlo vuelve la lista', async ({
    page,
    entrar,
  }) => {
    await entrar('gerente', '/merchandising-novedades');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    const tabla = page.getByRole('table', { name: 'Novedades' });
    await expect(tabla).toBeVisible();
    await page.getByLabel('Desde').fill('20/11/2026');
    await page.getByLabel('Desde').press('Enter');
    await page.getByLabel('Hasta').fill('10/11/2026');
    await page.getByLabel('Hasta').press('Enter');
    await expect(page.getByText(M.rangoInvalido)).toBeVisible();
    await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(M.errorListar)).toHaveCount(0);
    await expect(tabla).toHaveCount(0);

    await page.getByLabel('Hasta').fill('30/11/2026');
    await page.getByLabel('Hasta').press('Enter');
    await expect(page.getByText(M.rangoInvalido)).toHaveCount(0);
    await expect(tabla).toBeVisible();
    await expect(page.getByText(M.errorListar)).toHaveCount(0);
  });
});
