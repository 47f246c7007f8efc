import { MENSAJES_BUSQUEDA, MENSAJES_PIPELINE } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { aviso, enPantalla } from '../support/avisos';

test.describe('[CANDIDATOS] pipeline del pedido (staff)', () => {
  test('[CANDIDATOS] el jefe agrega por documento, selecciona, valida, agenda y aprueba entrevista, y ve los eventos', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    await entrar('jefe');
    const enSeleccion = await fabricas.pedidoEnSeleccion();
    const pedido = { id: enSeleccion.id };
    const enviado = enSeleccion.enviados[0]!.persona;
    const libre = await fabricas.personaSeleccionable(pedido.id);
    await page.goto(`/pedido-detail/${pedido.id}`);
    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    const sel = page.getByRole('region', { name: /^Seleccionados/ });
    const registro = page.getByRole('region', { name: 'Registro de acciones' });
    await expect(pre).toBeVisible();

    // Add a registered person by document.
    await pre.getByRole('button', { name: 'Agregar candidato' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar candidato' });
    await modal.getByLabel('Número de documento').fill('000000001');
    await modal.getByRole('button', { name: 'Buscar' }).click();
    await expect(enPantalla(modal, 'No se encontró el candidato')).toBeVisible();
    await modal.getByLabel('Número de documento').fill(libre.documento);
    await modal.getByRole('button', { name: 'Buscar' }).click();
    const tarjeta = modal.getByRole('region', { name: 'Candidato encontrado' });
    await expect(tarjeta).toContainText(libre.nombre);
    await expect(tarjeta).toContainText('Disponibilidad: Libre');
    await tarjeta.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
    await expect(modal).toBeHidden();
    const fila = pre.getByRole('listitem', { name: libre.nombre });
    await expect(fila.getByTestId('estado-candidato')).toHaveText('Agregado a pedido');
    await expect(registro.getByRole('listitem').first()).toContainText(
      `Candidato movido de pool · Preseleccionado · ${libre.nombre}`,
    );

    // Search box of the candidates (every group).
    await candidatos.getByRole('searchbox').fill(libre.documento);
    await expect(pre.getByRole('listitem')).toHaveCount(1);
    await expect(candidatos.getByRole('listitem')).toHaveCount(1);
    await candidatos.getByRole('searchbox').fill('');

    // Select it (the jefe is a super user): applied at once, its toast offers "Deshacer", which returns it.
    await fila.getByRole('button', { name: 'Seleccionar' }).click();
    const seleccionado = aviso(page, 'El candidato ha sido seleccionado');
    await expect(seleccionado).toBeVisible();
    await expect(sel.getByRole('listitem', { name: libre.nombre })).toBeVisible();
    await seleccionado.getByRole('button', { name: 'Deshacer' }).click();
    await expect(seleccionado).toHaveCount(0);
    await expect(enPantalla(page, 'El candidato volvió a preseleccionados')).toBeVisible();
    await expect(pre.getByRole('listitem', { name: libre.nombre })).toBeVisible();
    await expect(sel.getByRole('listitem', { name: libre.nombre })).toHaveCount(0);
    await expect(registro.getByRole('listitem').first()).toContainText(
      `Candidato movido de pool · Seleccionado → Preseleccionado · ${libre.nombre}`,
    );

    // Select it again (and keep it).
    await fila.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(aviso(page, 'El candidato ha sido seleccionado')).toBeVisible();
    await expect(sel.getByRole('listitem', { name: libre.nombre })).toBeVisible();
    await expect(pre.getByRole('listitem', { name: libre.nombre })).toHaveCount(0);
    await expect(registro.getByRole('listitem').first()).toContainText(
      `Candidato movido de pool · Preseleccionado → Seleccionado · ${libre.nombre}`,
    );

    // Validate a candidate sent to the client (confirmed, naming the action), schedule the interview, approve it.
    await expect(
      page
        .getByRole('region', { name: 'Enviado a cliente (1)' })
        .getByRole('listitem', { name: enviado.nombre }),
    ).toBeVisible();
    const otro = candidatos.getByRole('listitem', { name: enviado.nombre });
    await expect(otro.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
    const confirmacion = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
    await otro.getByRole('button', { name: 'Validar' }).click();
    await expect(confirmacion).toContainText(`¿Validar a ${enviado.nombre}?`);
    await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmacion).toBeHidden();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
    await otro.getByRole('button', { name: 'Validar' }).click();
    await confirmacion.getByRole('button', { name: 'Validar' }).click();
    await expect(enPantalla(page, 'El candidato fue validado')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Validado por cliente (1)' })
        .getByRole('listitem', { name: enviado.nombre }),
    ).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('Validado por cliente');
    await expect(registro.getByRole('listitem').first()).toContainText(
      `Enviado a cliente → Validado por cliente · ${enviado.nombre}`,
    );

    await otro.getByRole('button', { name: 'Agendar entrevista' }).click();
    const entrevista = page.getByRole('dialog', { name: /Agendar entrevista/ });
    await entrevista.getByRole('button', { name: 'Agendar entrevista' }).click();
    await expect(enPantalla(entrevista, 'Debe seleccionar la fecha de entrevista')).toBeVisible();
    const d = new Date();
    d.setDate(d.getDate() + 2);
    const texto = `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()} 10:30`;
    await entrevista.getByLabel('Fecha de entrevista').fill(texto);
    await entrevista.getByLabel('Fecha de entrevista').press('Tab');
    await entrevista.getByRole('button', { name: 'Agendar entrevista' }).click();
    await expect(enPantalla(page, 'Entrevista agendada')).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('En entrevista con cliente');
    await expect(otro).toContainText(`Entrevista: ${texto}`);

    await otro.getByRole('button', { name: 'Aprobar entrevista' }).click();
    await expect(confirmacion).toContainText(`¿Aprobar entrevista a ${enviado.nombre}?`);
    await confirmacion.getByRole('button', { name: 'Aprobar entrevista' }).click();
    await expect(enPantalla(page, 'El candidato pasó a contratación')).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('En contratación');
    await otro.getByRole('button', { name: 'Orden de contratación' }).click();
    // The hiring order (issue 14) opens for the candidate in contracting.
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Crear orden de contratación' }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    const eventos = registro.getByRole('listitem');
    await expect(eventos.nth(0)).toContainText(
      `En entrevista con cliente → En contratación · ${enviado.nombre}`,
    );
    await expect(eventos.nth(1)).toContainText(
      `Validado por cliente → En entrevista con cliente · ${enviado.nombre}`,
    );
    await expect(eventos.nth(0)).toContainText('Juliana Restrepo Gómez');
  });

  test('[CANDIDATOS] "Agregar candidato" encuentra a la persona por nombre en la base de hojas de vida', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const persona = await fabricas.hojaDeVida();
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    await pre.getByRole('button', { name: 'Agregar candidato' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar candidato' });
    await modal.getByRole('tab', { name: 'Buscar por nombre o palabra clave' }).click();
    await modal.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(modal.getByLabel('Nombre o palabra clave')).toHaveAccessibleDescription(
      new RegExp(MENSAJES_BUSQUEDA.textoVacio),
    );
    await expect(modal.getByLabel('Nombre o palabra clave')).toBeFocused();

    await modal.getByLabel('Nombre o palabra clave').fill(persona.nombre);
    await modal.getByRole('button', { name: 'Buscar', exact: true }).click();
    const encontradas = modal.getByRole('list', { name: 'Personas encontradas' });
    await expect(encontradas.getByRole('listitem')).toHaveCount(1);
    const fila = encontradas.getByRole('listitem', { name: persona.nombre });
    await expect(fila).toContainText(`CC ${persona.documento}`);
    await fila.getByRole('button', { name: 'Agregar' }).click();
    await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(
      pre.getByRole('listitem', { name: persona.nombre }).getByTestId('estado-candidato'),
    ).toHaveText('Agregado a pedido');
    await expect(pre.getByRole('link', { name: persona.nombre })).toHaveAttribute(
      'href',
      `/hv/${persona.id}?pedido_id=${pedido.id}`,
    );
  });

  test('[CANDIDATOS] "Agregar candidato" por nombre recorre todas las páginas de resultados, no solo la primera', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    // A surname nobody else has (letters only: the keyword search indexes words), on 19 people: 18 per page.
    const apellido = `Pag${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const personas = [];
    for (let i = 0; i < 19; i++)
      personas.push(
        await fabricas.hojaDeVida({ nombre: `Persona ${String.fromCharCode(65 + i)}`, apellido }),
      );
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    await page
      .getByRole('region', { name: /^Preseleccionados/ })
      .getByRole('button', { name: 'Agregar candidato' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Agregar candidato' });
    await modal.getByRole('tab', { name: 'Buscar por nombre o palabra clave' }).click();
    await modal.getByLabel('Nombre o palabra clave').fill(apellido);
    await modal.getByRole('button', { name: 'Buscar', exact: true }).click();
    const encontradas = modal.getByRole('list', { name: 'Personas encontradas' });
    const paginas = modal.getByRole('navigation', { name: 'Páginas de personas encontradas' });
    await expect(encontradas.getByRole('listitem')).toHaveCount(18);
    await expect(paginas).toContainText('Página 1 de 2');
    const primera = await encontradas
      .getByRole('listitem')
      .evaluateAll((filas) => filas.map((f) => f.getAttribute('aria-label')));
    await paginas.getByRole('button', { name: 'Siguiente' }).click();
    await expect(paginas).toContainText('Página 2 de 2');
    await expect(encontradas.getByRole('listitem')).toHaveCount(1);
    const ultima = await encontradas.getByRole('listitem').getAttribute('aria-label');
    expect([...primera, ultima].sort()).toEqual(personas.map((p) => p.nombre).sort());
  });

  test('[CANDIDATOS] en lote: selecciona dos, envía dos al cliente y descarta los enviados con un solo formulario', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('jefe');
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const [a, b] = [
      await fabricas.candidatoEnPedido({ pedidoId: pedido.id, seleccionado: true }),
      await fabricas.candidatoEnPedido({ pedidoId: pedido.id, seleccionado: true }),
    ];
    const pre1 = await fabricas.personaSeleccionable(pedido.id);
    const pre2 = await fabricas.personaSeleccionable(pedido.id);
    for (const p of [pre1, pre2])
      await api.candidatosPedido.agregar.mutate({ pedidoId: pedido.id, candidatoId: p.id });
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const barra = page.getByRole('region', { name: 'Acciones con los candidatos marcados' });
    await expect(page.getByRole('region', { name: 'Preseleccionados (2)' })).toBeVisible();
    await expect(barra).toHaveCount(0);

    // 1. Every pre-selected one, marked with the group's box, selected together.
    await page.getByLabel('Marcar todos en preseleccionados').check();
    await expect(barra.getByRole('status')).toHaveText('2 candidatos marcados');
    await barra.getByRole('button', { name: 'Seleccionar (2)' }).click();
    await expect(enPantalla(page, 'Se seleccionaron 2 candidatos')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preseleccionados (0)' })).toBeVisible();
    const seleccionados = page.getByRole('region', { name: 'Seleccionados (4)', exact: true });
    for (const p of [pre1, pre2, a.persona, b.persona])
      await expect(seleccionados.getByRole('listitem', { name: p.nombre })).toBeVisible();
    await expect(barra).toHaveCount(0);

    // 2. Two of the selected, marked one by one, sent to the client through the usual requirements and contacts.
    await page.getByLabel(`Marcar a ${a.persona.nombre}`).check();
    await page.getByLabel(`Marcar a ${b.persona.nombre}`).check();
    await barra.getByRole('button', { name: 'Enviar a cliente (2)' }).click();
    const envio = page.getByRole('dialog', { name: 'Requerimientos y envío al cliente' });
    await expect(envio).toContainText('Se enviarán 2 candidatos seleccionados.');
    await envio.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(enPantalla(page, 'Se enviaron 2 candidatos al cliente')).toBeVisible();
    const enviados = page.getByRole('region', { name: 'Enviado a cliente (3)' });
    for (const p of [a.persona, b.persona, pedido.enviados[0]!.persona])
      await expect(enviados.getByRole('listitem', { name: p.nombre })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seleccionados (2)', exact: true })).toBeVisible();

    // 3. The three sent ones discarded with one discard form.
    await page.getByLabel('Marcar todos en enviado a cliente').check();
    await barra.getByRole('button', { name: 'Descartar (3)' }).click();
    const descarte = page.getByRole('dialog', { name: 'Descartar 3 candidatos' });
    await descarte.getByRole('button', { name: 'Descartar' }).click();
    await expect(descarte.getByText(MENSAJES_PIPELINE.motivoRequerido)).toBeVisible();
    await descarte.getByLabel('Motivo de rechazo').selectOption({ index: 1 });
    await descarte.getByLabel('Ninguna').check();
    await descarte.getByRole('button', { name: 'Descartar' }).click();
    await expect(enPantalla(page, 'Se descartaron 3 candidatos')).toBeVisible();
    await expect(descarte).toBeHidden();
    const descartados = page.getByRole('region', { name: 'Rechazado por cliente (3)' });
    for (const p of [a.persona, b.persona])
      await expect(
        descartados.getByRole('listitem', { name: p.nombre }).getByTestId('estado-candidato'),
      ).toHaveText('Rechazado por cliente');
    await expect(page.getByRole('region', { name: /^Enviado a cliente/ })).toHaveCount(0);
  });
});
