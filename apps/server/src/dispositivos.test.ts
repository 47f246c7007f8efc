/**
 * The devices' REST API (issue 20) over real HTTP against a real PostgreSQL: enrolment with a one-time code
 * (used, expired, unknown, another merchandiser's phone), idempotent batches (the same key twice and ten
 * concurrent retries insert once), refusals that name the item and change nothing (coordinates, store of another
 * client, photo type and size, oversized body), notifications fetched and
 * acknowledged, catalogues, and no 500 for bad input.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_DISPOSITIVOS } from '@talento/rules';
import { entornoDispositivos, hace, PNG, punto } from './testing/dispositivos';

const e = entornoDispositivos('api_dispositivos');
const { sql, contar, api, enrolar } = e;

describe('enrolamiento', () => {
  it('cambia el código por un token del que solo se guarda el SHA-256; el código no sirve dos veces', async () => {
    const { codigo } = await e.gerente.dispositivos.generarCodigo({ usuarioId: e.mercaderistaId });
    const r = await api('POST', '/enrolamiento', {
      cuerpo: { codigo: codigo.toLowerCase(), deviceId: 'android-enrolado-1', nombre: 'Moto G' },
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const token = r.json.token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const [fila] = await sql<{ token_hash: string; usuario_id: number; enrolado_at: Date | null }>(
      'select token_hash, usuario_id, enrolado_at from dispositivo where device_id = ?',
      ['android-enrolado-1'],
    );
    expect(fila).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      usuario_id: e.mercaderistaId,
    });
    expect(fila!.enrolado_at).not.toBeNull();
    const otra = await api('POST', '/enrolamiento', { cuerpo: { codigo, deviceId: 'android-enrolado-2' } });
    expect(otra).toMatchObject({
      status: 401,
      json: { error: { message: MENSAJES_DISPOSITIVOS.codigoRechazado } },
    });
    expect(await contar('dispositivo', 'device_id = ?', ['android-enrolado-2'])).toBe(0);
  });

  it('rechaza un código vencido, uno desconocido y uno mal escrito; vencido, usado y desconocido responden igual', async () => {
    const { codigo } = await e.gerente.dispositivos.generarCodigo({ usuarioId: e.mercaderistaId });
    await sql(
      `update codigo_enrolamiento set expira_at = now() - interval '1 second' where codigo_hash = ?`,
      [createHash('sha256').update(codigo).digest('hex')],
    );
    const vencido = await api('POST', '/enrolamiento', { cuerpo: { codigo, deviceId: 'android-vencido' } });
    const desconocido = await api('POST', '/enrolamiento', {
      cuerpo: { codigo: 'ABCDEFGH', deviceId: 'android-vencido' },
    });
    for (const r of [vencido, desconocido])
      expect(r).toMatchObject({
        status: 401,
        json: { error: { message: MENSAJES_DISPOSITIVOS.codigoRechazado } },
      });
    expect(vencido.json).toEqual(desconocido.json);
    const mal = await api('POST', '/enrolamiento', {
      cuerpo: { codigo: 'ABC', deviceId: 'android-vencido' },
    });
    expect(mal).toMatchObject({
      status: 400,
      json: { error: { message: 'codigo: El código de enrolamiento no es válido.' } },
    });
    expect(await contar('dispositivo', 'device_id = ?', ['android-vencido'])).toBe(0);
  });

  it('re-enrolar el mismo teléfono reemplaza su token (el viejo deja de servir); el teléfono activo de otro mercaderista se rechaza', async () => {
    const viejo = await enrolar('android-reenrolado');
    const nuevo = await enrolar('android-reenrolado');
    expect(nuevo).not.toBe(viejo);
    expect((await api('GET', '/catalogos', { token: viejo })).status).toBe(401);
    expect((await api('GET', '/catalogos', { token: nuevo })).status).toBe(200);
    expect(await contar('dispositivo', 'device_id = ?', ['android-reenrolado'])).toBe(1);

    const { codigo } = await e.gerente.dispositivos.generarCodigo({ usuarioId: e.mercaderistaId });
    const ajeno = await api('POST', '/enrolamiento', { cuerpo: { codigo, deviceId: 'disp-Zorzalina' } });
    expect(ajeno).toMatchObject({
      status: 409,
      json: {
        error: {
          message: 'Este dispositivo ya está enrolado para otro mercaderista. Pida que lo revoquen primero.',
        },
      },
    });
    expect(
      (
        await sql<{ usuario_id: number }>('select usuario_id from dispositivo where id = ?', [
          e.fuera.merchandising.dispositivoId,
        ])
      )[0]!.usuario_id,
    ).toBe(e.fuera.merchandising.mercaderistaId);
  });
});

describe('lotes idempotentes', () => {
  let token: string;
  let dispositivoId: number;
  beforeAll(async () => {
    token = await enrolar('android-lotes');
    dispositivoId = (
      await sql<{ id: number }>('select id from dispositivo where device_id = ?', ['android-lotes'])
    )[0]!.id;
  });

  it('la misma clave dos veces inserta una sola vez y responde lo recordado', async () => {
    const cuerpo = { clave: 'lote-1', puntos: [punto(), punto(4.6, -74.08), punto(6.25, -75.56, hace(30))] };
    const r1 = await api('POST', '/puntos', { token, cuerpo });
    expect(r1).toMatchObject({ status: 200, json: { clave: 'lote-1', recibidos: 3, repetido: false } });
    const r2 = await api('POST', '/puntos', { token, cuerpo });
    expect(r2).toMatchObject({ status: 200, json: { clave: 'lote-1', recibidos: 3, repetido: true } });
    expect(await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId])).toBe(3);
    const [p] = await sql<{ created_at: string; recibido_at: string }>(
      'select created_at, recibido_at from punto_gps where dispositivo_id = ? order by created_at limit 1',
      [dispositivoId],
    );
    expect(new Date(p!.recibido_at).getTime() - new Date(p!.created_at).getTime()).toBeGreaterThan(
      25 * 60_000,
    );
    expect(
      (
        await sql<{ u: string | null }>('select ultimo_contacto_at u from dispositivo where id = ?', [
          dispositivoId,
        ])
      )[0]!.u,
    ).not.toBeNull();
  });

  it('la misma clave con otros datos se rechaza con 409 y no pisa ni descarta nada en silencio', async () => {
    const primero = { clave: 'lote-reusado', puntos: [punto(4.7, -74.05)] };
    expect(await api('POST', '/puntos', { token, cuerpo: primero })).toMatchObject({
      status: 200,
      json: { recibidos: 1, repetido: false },
    });
    const antes = await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId]);
    const otro = { clave: 'lote-reusado', puntos: [punto(4.71, -74.06), punto(4.72, -74.07)] };
    expect(await api('POST', '/puntos', { token, cuerpo: otro })).toMatchObject({
      status: 409,
      json: {
        error: {
          message:
            'La clave de idempotencia ya se usó para un lote con otros datos. Envíe los datos nuevos con una clave nueva.',
        },
      },
    });
    expect(await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId])).toBe(antes);
    expect(await api('POST', '/puntos', { token, cuerpo: primero })).toMatchObject({
      status: 200,
      json: { recibidos: 1, repetido: true },
    });
  });

  it('diez reintentos simultáneos con la misma clave insertan una sola vez', async () => {
    const antes = await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId]);
    const cuerpo = {
      clave: 'lote-carrera',
      puntos: Array.from({ length: 50 }, (_, i) => punto(4.7 + i / 1000, -74.07)),
    };
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', '/puntos', { token, cuerpo })),
    );
    expect(respuestas.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(respuestas.filter((r) => r.json.repetido === false)).toHaveLength(1);
    expect(await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId])).toBe(antes + 50);
    expect(
      await contar('lote_dispositivo', 'dispositivo_id = ? and clave = ?', [dispositivoId, 'lote-carrera']),
    ).toBe(1);
  });

  it('un punto fuera de Colombia rechaza el lote entero nombrándolo, y la clave queda libre para el lote corregido', async () => {
    const antes = await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId]);
    const malo = { clave: 'lote-madrid', puntos: [punto(), punto(), punto(40.4168, -3.7038)] };
    expect(await api('POST', '/puntos', { token, cuerpo: malo })).toMatchObject({
      status: 400,
      json: { error: { message: 'El punto 3 está fuera de Colombia' } },
    });
    expect(
      await api('POST', '/puntos', {
        token,
        cuerpo: { clave: 'lote-futuro', puntos: [punto(4.7, -74, hace(-60))] },
      }),
    ).toMatchObject({
      status: 400,
      json: { error: { message: 'El punto 1 tiene una fecha en el futuro' } },
    });
    expect(
      await api('POST', '/puntos', {
        token,
        cuerpo: { clave: 'x', puntos: [punto(), { lat: 'norte', lng: 1, registradoEn: hace(1) }] },
      }),
    ).toMatchObject({
      status: 400,
      json: { error: { message: 'El punto 2 (lat): La latitud debe ser un número' } },
    });
    expect(await contar('punto_gps', 'dispositivo_id = ?', [dispositivoId])).toBe(antes);
    expect(
      await contar('lote_dispositivo', 'dispositivo_id = ? and clave = ?', [dispositivoId, 'lote-madrid']),
    ).toBe(0);
    const corregido = await api('POST', '/puntos', {
      token,
      cuerpo: { clave: 'lote-madrid', puntos: [punto(), punto()] },
    });
    expect(corregido).toMatchObject({ status: 200, json: { recibidos: 2, repetido: false } });
  });

  it('más de 500 puntos, JSON roto o un cuerpo enorme: 400/413 en español, nunca 500', async () => {
    const muchos = { clave: 'grande', puntos: Array.from({ length: 501 }, () => punto()) };
    expect(await api('POST', '/puntos', { token, cuerpo: muchos })).toMatchObject({
      status: 400,
      json: { error: { message: 'puntos: Un lote admite como máximo 500 puntos' } },
    });
    expect(await api('POST', '/puntos', { token, crudo: '{"clave": ' })).toMatchObject({
      status: 400,
      json: { error: { message: 'El cuerpo de la solicitud no es un JSON válido.' } },
    });
    expect(await api('POST', '/puntos', { token, crudo: 'x'.repeat(600 * 1024) })).toMatchObject({
      status: 413,
      json: { error: { message: 'La solicitud es demasiado grande.' } },
    });
    expect(await api('GET', '/no-existe', { token })).toMatchObject({
      status: 404,
      json: { error: { message: 'La ruta no existe en la API de dispositivos.' } },
    });
  });

  it('una llegada a un almacén de otro cliente rechaza el lote; las propias quedan con la hora del dispositivo y la del servidor', async () => {
    const antes = await contar('reporte_llegada', 'dispositivo_id = ?', [dispositivoId]);
    const ajena = {
      clave: 'llegadas-1',
      llegadas: [
        { almacenId: e.almacenPropio, registradoEn: hace(5) },
        { almacenId: e.fuera.merchandising.almacenId, registradoEn: hace(4) },
      ],
    };
    expect(await api('POST', '/llegadas', { token, cuerpo: ajena })).toMatchObject({
      status: 400,
      json: {
        error: { message: 'La llegada 2: el almacén no existe o no es de un cliente del mercaderista' },
      },
    });
    expect(await contar('reporte_llegada', 'dispositivo_id = ?', [dispositivoId])).toBe(antes);
    const buena = {
      clave: 'llegadas-1',
      llegadas: [{ almacenId: e.almacenPropio, registradoEn: hace(5), lat: 4.7, lng: -74.07 }],
    };
    expect(await api('POST', '/llegadas', { token, cuerpo: buena })).toMatchObject({
      status: 200,
      json: { recibidos: 1 },
    });
    expect(await api('POST', '/llegadas', { token, cuerpo: buena })).toMatchObject({
      status: 200,
      json: { repetido: true },
    });
    expect(
      await contar('reporte_llegada', 'dispositivo_id = ? and usuario_id = ?', [
        dispositivoId,
        e.mercaderistaId,
      ]),
    ).toBe(antes + 1);
  });

  it('una novedad guarda su foto (tipo por los bytes); una foto que no es imagen o que pesa más de 2 MB se rechaza', async () => {
    const novedad = (clave: string, fotos: { nombre?: string; base64: string }[]) => ({
      clave,
      subTipoNovedadId: e.subTipoId,
      almacenId: e.almacenPropio,
      texto: 'Góndola vacía',
      registradoEn: hace(2),
      fotos,
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100)]).toString('base64');
    expect(
      await api('POST', '/novedades', {
        token,
        cuerpo: novedad('nov-pdf', [
          { nombre: 'foto.jpg', base64: PNG.toString('base64') },
          { nombre: 'foto2.jpg', base64: pdf },
        ]),
      }),
    ).toMatchObject({
      status: 400,
      json: { error: { message: 'La foto 2 no es una imagen JPEG, PNG o WebP' } },
    });
    const grande = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect(
      await api('POST', '/novedades', { token, cuerpo: novedad('nov-grande', [{ base64: grande }]) }),
    ).toMatchObject({ status: 400, json: { error: { message: 'La foto 1 (base64): pesa más de 2 MB' } } });
    // Characters outside base64 (Node's decoder would silently skip them): refused, not stored as garbage.
    expect(
      await api('POST', '/novedades', { token, cuerpo: novedad('nov-base64', [{ base64: 'iVBO*' }]) }),
    ).toMatchObject({ status: 400, json: { error: { message: 'La foto 1 no está en base64' } } });
    // Four big photos: the body passes 9 MB and is refused before it is parsed.
    expect(
      await api('POST', '/novedades', {
        token,
        crudo: JSON.stringify(
          novedad('nov-enorme', [
            { base64: grande.slice(0, 2_700_000) },
            { base64: grande.slice(0, 2_700_000) },
            { base64: grande.slice(0, 2_700_000) },
            { base64: grande.slice(0, 2_700_000) },
          ]),
        ),
      }),
    ).toMatchObject({ status: 413 });
    expect(await contar('novedad', 'dispositivo_id = ?', [dispositivoId])).toBe(0);

    const r = await api('POST', '/novedades', {
      token,
      cuerpo: novedad('nov-1', [{ nombre: 'gondola.jpg', base64: PNG.toString('base64') }]),
    });
    expect(r).toMatchObject({ status: 200, json: { recibidos: 1, repetido: false } });
    const [foto] = await sql<{ tipo_mime: string; tamano: number; contenido: Buffer; estado: number }>(
      'select f.tipo_mime, f.tamano, f.contenido, n.estado from foto_novedad f join novedad n on n.id = f.novedad_id where n.dispositivo_id = ?',
      [dispositivoId],
    );
    expect(foto).toMatchObject({ tipo_mime: 'image/png', tamano: PNG.length, estado: 0 });
    expect(Buffer.from(foto!.contenido).equals(PNG)).toBe(true);
    expect(
      await api('POST', '/novedades', { token, cuerpo: novedad('nov-ajena', []) }).then((x) => x.status),
    ).toBe(200);
    expect(
      await api('POST', '/novedades', {
        token,
        cuerpo: { ...novedad('nov-otra', []), almacenId: e.fuera.merchandising.almacenId },
      }),
    ).toMatchObject({
      status: 400,
      json: { error: { message: 'La novedad: el almacén no existe o no es de un cliente del mercaderista' } },
    });
  });
});

describe('notificaciones, catálogos, token push', () => {
  it('el teléfono lee sus notificaciones pendientes y confirma cada una', async () => {
    const token = await enrolar('android-avisos');
    const dispositivoId = (
      await sql<{ id: number }>('select id from dispositivo where device_id = ?', ['android-avisos'])
    )[0]!.id;
    const [n] = await sql<{ id: number }>(
      `insert into notificacion (cliente_id, titulo, texto, enviada_por_id, created_at) select uc.cliente_id, 'Aviso', 'Pase por bodega', u.id, now()
         from usuario_cliente uc, usuario u where uc.usuario_id = ? and u.username = 'gerente' limit 1 returning id`,
      [e.mercaderistaId],
    );
    await sql('insert into notificacion_dispositivo (notificacion_id, dispositivo_id) values (?, ?)', [
      n!.id,
      dispositivoId,
    ]);
    const pendientes = await api('GET', '/notificaciones', { token });
    expect(pendientes.json).toEqual({
      notificaciones: [
        { id: n!.id, titulo: 'Aviso', texto: 'Pase por bodega', enviadaEn: expect.any(String) as unknown },
      ],
    });
    expect((await api('GET', '/notificaciones', { token })).json.notificaciones).toHaveLength(1);
    expect((await api('POST', `/notificaciones/${n!.id}/recibida`, { token })).status).toBe(204);
    expect((await api('POST', `/notificaciones/${n!.id}/recibida`, { token })).status).toBe(204);
    expect(
      await sql(
        'select estado from notificacion_dispositivo where notificacion_id = ? and dispositivo_id = ?',
        [n!.id, dispositivoId],
      ),
    ).toEqual([{ estado: 2 }]);
    expect((await api('GET', '/notificaciones', { token })).json).toEqual({ notificaciones: [] });
    expect(
      (await api('POST', `/notificaciones/${e.fuera.merchandising.notificacionId}/recibida`, { token }))
        .status,
    ).toBe(404);
    expect((await api('POST', '/notificaciones/abc/recibida', { token })).status).toBe(404);
  });

  it('catálogos: solo los almacenes de los clientes del mercaderista; token push guardado', async () => {
    const token = await enrolar('android-catalogos');
    const r = await api('GET', '/catalogos', { token });
    const almacenes = r.json.almacenes as { id: number; nombre: string }[];
    expect(almacenes.map((a) => a.id)).toContain(e.almacenPropio);
    expect(almacenes.map((a) => a.id)).not.toContain(e.fuera.merchandising.almacenId);
    expect((r.json.subTiposNovedad as unknown[]).length).toBeGreaterThan(0);
    expect((await api('PUT', '/token-push', { token, cuerpo: { tokenPush: 'fcm-nuevo' } })).status).toBe(204);
    expect(await sql('select token from dispositivo where device_id = ?', ['android-catalogos'])).toEqual([
      { token: 'fcm-nuevo' },
    ]);
  });
});
