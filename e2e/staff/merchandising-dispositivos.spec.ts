/**
 * Issue 20: a branch manager generates an enrolment code on screen; the test, as the merchandiser's phone, enrols
 * with it through the devices' REST API, posts points, an arrival and an incident with a photo; the manager sees
 * the device with its last contact, revokes it on screen, and the phone's next call is refused (401).
 */
import { expect, test } from '../support/fixtures';

const API = '/api/dispositivos/v1';
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const hace = (min: number) => new Date(Date.now() - min * 60_000).toISOString();

test.describe('[DISPOSITIVOS] enrolamiento y revocación de dispositivos de mercaderistas', () => {
  test('[DISPOSITIVOS] el gerente genera un código, el teléfono se enrola y envía datos, el gerente lo revoca y el teléfono queda fuera', async ({
    page,
    entrar,
    fabricas,
    request,
  }) => {
    test.setTimeout(90_000);
    const mercaderista = await fabricas.mercaderistaParaEnrolar();
    const deviceId = `android-e2e-${mercaderista.id}`;
    await entrar('gerente', '/merchandising-dispositivos');
    await expect(
      page.getByRole('heading', { name: 'Dispositivos de mercaderistas', level: 1 }),
    ).toBeVisible();

    await page
      .getByLabel('Mercaderista', { exact: true })
      .selectOption({ label: `${mercaderista.nombre} (${mercaderista.username})` });
    await page.getByRole('button', { name: 'Generar código' }).click();
    const codigo = (await page.getByTestId('codigo-enrolamiento').textContent())?.trim() ?? '';
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByText(/Vence: /)).toBeVisible();

    // The phone: enrol, then a batch of points, an arrival and an incident with a photo.
    const enrolamiento = await request.post(`${API}/enrolamiento`, {
      data: { codigo, deviceId, nombre: 'Moto G e2e' },
    });
    expect(enrolamiento.status()).toBe(201);
    const { token } = (await enrolamiento.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const puntos = await request.post(`${API}/puntos`, {
      headers,
      data: {
        clave: `p-${deviceId}`,
        puntos: [
          { lat: 4.69, lng: -74.08, registradoEn: hace(10) },
          { lat: 4.695, lng: -74.085, registradoEn: hace(5) },
        ],
      },
    });
    expect(await puntos.json()).toMatchObject({ recibidos: 2, repetido: false });
    const llegada = await request.post(`${API}/llegadas`, {
      headers,
      data: {
        clave: `l-${deviceId}`,
        llegadas: [{ almacenId: mercaderista.almacenId, registradoEn: hace(4) }],
      },
    });
    expect(llegada.status()).toBe(200);
    const novedad = await request.post(`${API}/novedades`, {
      headers,
      data: {
        clave: `n-${deviceId}`,
        subTipoNovedadId: mercaderista.subTipoNovedadId,
        almacenId: mercaderista.almacenId,
        texto: 'Góndola vacía',
        registradoEn: hace(3),
        fotos: [{ nombre: 'gondola.png', base64: PNG }],
      },
    });
    expect(await novedad.json()).toMatchObject({ recibidos: 1 });

    // The manager sees it active, with its last contact, and revokes it.
    await page.reload();
    await page
      .getByLabel('Mercaderista', { exact: true })
      .selectOption({ label: `${mercaderista.nombre} (${mercaderista.username})` });
    const tabla = page.getByRole('table', { name: 'Dispositivos' });
    const fila = tabla.getByRole('row').filter({ hasText: deviceId });
    await expect(fila).toContainText('Activo');
    await expect(fila).toContainText('Moto G e2e');
    await fila.getByRole('button', { name: `Revocar ${deviceId} de ${mercaderista.nombre}` }).click();
    await page
      .getByRole('dialog', { name: 'Revocar dispositivo' })
      .getByRole('button', { name: 'Revocar', exact: true })
      .click();
    await expect(fila).toContainText('Revocado');
    await expect(fila.getByRole('button', { name: /Revocar/ })).toHaveCount(0);

    const despues = await request.post(`${API}/puntos`, {
      headers,
      data: { clave: `p2-${deviceId}`, puntos: [{ lat: 4.69, lng: -74.08, registradoEn: hace(1) }] },
    });
    expect(despues.status()).toBe(401);
  });
});
