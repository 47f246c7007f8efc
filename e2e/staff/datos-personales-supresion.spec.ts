import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { leerZip } from '@talento/api/testing/zip';
import { MENSAJES_RETENCION, MENSAJES_SUPRESION as M } from '@talento/rules';
import { aviso } from '../support/avisos';
import { expect, test } from '../support/fixtures';

/**
 * What the product can hold about a person besides the order and the API-made comment, mark and bar: CV lists and
 * family, a requirement with its evidence file, a digital test, a past appointment, an authorisation and an e-mail.
 */
async function completarAreas(base: pg.Pool, candidatoId: number, email: string) {
  const { rows } = await base.query<{ h: number }>(
    'select id as h from hoja_de_vida where candidato_id = $1',
    [candidatoId],
  );
  const h = rows[0]!.h;
  await base.query(
    `insert into experiencia (hoja_de_vida_id, empresa, cargo, fecha_ingreso, actual, salario_final, tipo_contrato, funciones)
     values ($1, 'Almacenes Éxito', 'Auxiliar de bodega', '2019-02-01', true, 1500000, 0, 'Recibo de mercancía')`,
    [h],
  );
  await base.query(
    `insert into hijo (hoja_de_vida_id, nombre, fecha_nacimiento, genero, ocupacion) values ($1, 'Sofía', '2015-06-20', 1, 'Estudiante')`,
    [h],
  );
  const req = await base.query<{ id: number }>(
    `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
     values ($1, (select id from requisito order by id limit 1), current_date, 1, false, now(), 1) returning id`,
    [h],
  );
  await base.query(
    `insert into archivo_evidencia_requisito (requisito_persona_id, nombre, tipo_mime, tamano, contenido, creado_en)
     values ($1, 'evidencia.pdf', 'application/pdf', 4, '\\x25504446', now())`,
    [req.rows[0]!.id],
  );
  const cal = await base.query<{ id: number }>(
    `insert into calificacion_prueba_digital (candidato_id, puntaje_global_reportado, descartado, fecha) values ($1, 80, false, now()) returning id`,
    [candidatoId],
  );
  await base.query(
    `insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values ($1, 'DETAC', 75, false)`,
    [cal.rows[0]!.id],
  );
  await base.query(
    `insert into cita (candidato_id, persona_acargo_entrevista_id, razon_entrevista, fecha_hora_entrevista, usuario_creador_id,
       lugar, duracion_minutos, secuencia_ical, correo_enviado, created_at, version)
     values ($1, (select id from usuario where username = 'jefe'), 1, now() - interval '10 days',
       (select id from usuario where username = 'jefe'), 'sucursal', 60, 0, false, now(), 1)`,
    [candidatoId],
  );
  // Under the notice in force (the server's start publishes version 1 when there is none).
  await base.query(
    `insert into autorizacion_datos (candidato_id, aviso_id, canal, otorgada_en, direccion_ip, agente_usuario)
     values ($1, (select id from aviso_privacidad order by version desc limit 1), 'enlace', now(), '10.0.0.9', 'e2e')`,
    [candidatoId],
  );
  await base.query(
    `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, creado_en) values ('correo', $1, $2::jsonb, 1, 1, now())`,
    [email, JSON.stringify({ para: [email], asunto: 'Su cita', texto: 'Hola' })],
  );
}

test.describe('[DATOS] acceso, supresión y auditoría de accesos', () => {
  test('[DATOS] la exportación trae un registro de cada área; la supresión se niega en un proceso activo y luego se hace; el registro de accesos muestra la apertura', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    base,
  }) => {
    test.setTimeout(120_000);
    const pedido = await fabricas.pedido({ estado: 2 });
    const enPedido = await fabricas.candidatoEnPedido({
      pedidoId: pedido.id,
      persona: { nombre: 'Rosalba' },
    });
    const persona = enPedido.persona;
    const jefe = apiDe('jefe');
    await jefe.hojasDeVida.comentar.mutate({ candidatoId: persona.id, comentario: 'Buena actitud' });
    const tipos = await jefe.hojasDeVida.tiposMarca.query({ candidatoId: persona.id });
    await jefe.hojasDeVida.marcar.mutate({ candidatoId: persona.id, tipoMarcaId: tipos[0]!.id });
    const { rows } = await base.query<{ cliente_id: number }>('select cliente_id from pedido where id = $1', [
      pedido.id,
    ]);
    await jefe.vetados.vetar.mutate({
      numeroDocumento: persona.documento,
      clienteId: rows[0]!.cliente_id,
      motivo: 'No volver a enviar',
    });
    await completarAreas(base, persona.id, persona.email);

    // The jefe opens the CV: the opening is on its recent accesses.
    await entrar('jefe', `/hv/${persona.id}`);
    const accesos = page.getByRole('region', { name: 'Accesos recientes' });
    await expect(accesos.getByRole('list')).toContainText('jefe · Abrió la hoja de vida');

    // The administrator downloads everything held about the person: a ZIP with the PDF, the JSON (a record from every
    // area) and the evidence file with its content, named in the JSON.
    await entrar('admin', `/datos-personales/persona/${persona.id}`);
    await expect(
      page.getByRole('heading', { name: `Datos personales de ${persona.nombre}`, level: 1 }),
    ).toBeVisible();
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar todo (ZIP)' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(
      new RegExp(`^datos-personales-${persona.id}-[\\d-]+\\.zip$`),
    );
    const zip = await leerZip(await readFile(await descarga.path()));
    expect(zip.get('datos-personales.pdf')?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const datos = JSON.parse(zip.get('datos-personales.json')!.toString('utf8')) as {
      areas: Record<string, number>;
      archivos: { archivo: string; tabla: string; bytes: number }[];
    };
    for (const area of [
      'hojaDeVida',
      'requisitos',
      'pruebas',
      'pedidos',
      'citas',
      'comentarios',
      'marcas',
      'vetados',
      'autorizaciones',
      'correos',
      'accesos',
    ])
      expect({ area, conRegistros: (datos.areas[area] ?? 0) > 0 }).toEqual({ area, conRegistros: true });
    const evidencia = datos.archivos.find((a) => a.tabla === 'archivo_evidencia_requisito');
    expect(evidencia?.archivo).toMatch(/^archivos\/evidencias-de-requisitos\/\d+-evidencia\.pdf$/);
    expect(zip.get(evidencia!.archivo)?.toString('latin1')).toBe('%PDF');

    // Refused while the person is in the order, saying so.
    const supresion = page.getByRole('region', { name: 'Supresión de datos' });
    await expect(supresion.getByRole('status')).toHaveText(M.procesoActivo('en un pedido'));
    await expect(supresion.getByRole('button', { name: 'Suprimir datos' })).toBeDisabled();

    // Out of the order, suppression after the confirmation.
    const { rows: cp } = await base.query<{ version: number }>(
      'select version from candidato_pedido where id = $1',
      [enPedido.id],
    );
    await jefe.candidatosPedido.remover.mutate({ id: enPedido.id, version: cp[0]!.version });
    await page.reload();
    await supresion.getByRole('button', { name: 'Suprimir datos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Suprimir datos personales' });
    await expect(dialogo).toContainText(M.confirmacion);
    await dialogo.getByRole('button', { name: 'Suprimir' }).click();
    await expect(aviso(page, M.hecha)).toBeVisible();
    await expect(supresion.getByRole('status')).toHaveText(M.yaSuprimida);
    await expect(
      page.getByRole('heading', { name: 'Datos personales de Persona suprimida', level: 1 }),
    ).toBeVisible();

    // The access audit, for this person: the jefe's opening, the export and the suppression.
    await page.getByRole('link', { name: 'Ver todos' }).click();
    await expect(
      page.getByRole('heading', { name: 'Auditoría de accesos a datos personales' }),
    ).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Accesos a datos personales' });
    await expect(
      tabla.getByRole('row').filter({ hasText: 'Abrió la hoja de vida' }).filter({ hasText: 'jefe' }),
    ).toHaveCount(1);
    await expect(
      tabla.getByRole('row').filter({ hasText: 'Exportó todos los datos de la persona' }),
    ).toHaveCount(1);
    await expect(tabla.getByRole('row').filter({ hasText: 'Suprimió los datos de la persona' })).toHaveCount(
      1,
    );
  });

  test('[DATOS] imprimir la hoja de vida queda una vez en sus accesos, por «Opciones › Imprimir» y por el atajo del navegador', async ({
    page,
    entrar,
    fabricas,
    base,
  }) => {
    const persona = await fabricas.hojaDeVida({ nombre: 'Clotilde' });
    const impresionesAuditadas = async () =>
      (
        await base.query<{ n: number }>(
          `select count(*)::int as n from auditoria where accion = 'impresion_hoja_de_vida' and recurso_id = $1`,
          [String(persona.id)],
        )
      ).rows[0]!.n;
    await entrar('jefe', `/hv/${persona.id}`);
    const accesos = page.getByRole('region', { name: 'Accesos recientes' });
    await expect(accesos.getByRole('list')).toContainText('jefe · Abrió la hoja de vida');
    const impresiones = accesos.getByRole('listitem').filter({ hasText: 'Imprimió la hoja de vida' });
    // Counts the browser's own print events, to tell they happened.
    await page.evaluate(() => {
      const w = window as typeof window & { impresionesDelNavegador?: number };
      w.impresionesDelNavegador = 0;
      window.addEventListener(
        'beforeprint',
        () => (w.impresionesDelNavegador = (w.impresionesDelNavegador ?? 0) + 1),
      );
    });
    const delNavegador = () =>
      page.evaluate(
        () => (window as typeof window & { impresionesDelNavegador?: number }).impresionesDelNavegador,
      );

    // The menu option records, then the browser prints (its beforeprint is not recorded again).
    await page.getByRole('button', { name: 'Opciones' }).click();
    await page.getByRole('menuitem', { name: 'Imprimir' }).click();
    await expect(impresiones).toHaveCount(1);
    await expect.poll(delNavegador).toBe(1);

    // Ctrl+P: the browser's print alone, recorded too.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(impresiones).toHaveCount(2);
    expect(await delNavegador()).toBe(2);
    expect(await impresionesAuditadas()).toBe(2);
  });

  test('[DATOS] retención: el administrador activa la política, ve a quién avisará, la ejecuta y la persona conserva su hoja de vida por el enlace del aviso', async ({
    page,
    browser,
    entrar,
    fabricas,
    base,
  }) => {
    test.setTimeout(120_000);
    const persona = await fabricas.hojaDeVida({ nombre: 'Herminia' });
    await base.query(`update hoja_de_vida set fecha_modificacion = '2015-03-01' where candidato_id = $1`, [
      persona.id,
    ]);
    await base.query(`update candidato set updated_at = '2015-03-01' where id = $1`, [persona.id]);
    try {
      await entrar('admin', '/datos-personales/retencion');
      await expect(
        page.getByRole('heading', { name: 'Retención de datos personales', level: 1 }),
      ).toBeVisible();
      const politica = page.getByRole('form', { name: 'Política de retención' });
      const activa = politica.getByRole('checkbox', {
        name: 'Aplicar la política cada mes (avisar y anonimizar)',
      });
      if (!(await activa.isChecked())) await activa.check();
      await politica.getByLabel('Años sin actualizar y sin procesos').fill('5');
      await politica.getByRole('button', { name: 'Guardar política' }).click();
      await expect(aviso(page, MENSAJES_RETENCION.guardada)).toBeVisible();

      // The preview names the person before anything runs.
      const avisar = page.getByRole('table', { name: 'Personas a avisar' });
      await expect(avisar.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(1);
      await page.getByRole('button', { name: 'Ejecutar ahora' }).click();
      await page
        .getByRole('dialog', { name: 'Ejecutar la retención' })
        .getByRole('button', { name: 'Ejecutar' })
        .click();
      await expect(aviso(page, 'Retención aplicada:')).toBeVisible();
      await expect(avisar.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(0);

      // The person answers from the e-mail's link, without a session.
      const { rows } = await base.query<{ texto: string }>(
        `select payload->>'texto' as texto from mensaje_saliente where destino = $1 order by id desc limit 1`,
        [persona.email],
      );
      const ruta = /\/conservar-datos\/[a-z2-7]{26}/.exec(rows[0]?.texto ?? '')?.[0];
      expect(ruta).toBeDefined();
      const contexto = await browser.newContext();
      const publica = await contexto.newPage();
      await publica.goto(ruta!);
      await expect(publica.getByRole('heading', { name: 'Conservar mi hoja de vida' })).toBeVisible();
      await publica.getByRole('button', { name: 'Deseo que conserven mi hoja de vida' }).click();
      await expect(publica.getByRole('status')).toHaveText(MENSAJES_RETENCION.conservados);
      await contexto.close();
      const { rows: avisos } = await base.query<{ estado: number }>(
        'select estado from aviso_retencion where candidato_id = $1',
        [persona.id],
      );
      expect(avisos).toEqual([{ estado: 1 }]);
    } finally {
      await base.query('update politica_retencion set activa = false');
    }
  });
});
