import { MENSAJES_PRUEBAS_PEDIDO } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

test.describe('[PRUEBAS] pruebas del pedido', () => {
  test('[PRUEBAS] la psicóloga define DETAC, competencias y una video entrevista; el modal valida los límites y después ofrece solo las que faltan', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(90_000);
    const pedido = await fabricas.pedido({ estado: 2 });
    const opciones = await apiDe('psicologa').pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    await entrar('psicologa', `/pedido-detail/${pedido.id}`);
    await page.getByRole('button', { name: 'Agregar pruebas' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar pruebas al pedido' });

    // Nothing chosen: the form-wide message; nothing is written.
    await modal.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(modal.getByRole('alert')).toHaveText(MENSAJES_PRUEBAS_PEDIDO.ningunaPrueba);

    await modal.getByLabel('DETAC', { exact: true }).check();
    await modal.getByLabel('Prueba DETAC').selectOption({ label: opciones.detac[0]!.nombre });

    // Competencies: one more parent than allowed is refused with the spec's message; then within the limit.
    await modal.getByLabel('Competencias', { exact: true }).check();
    const padres = opciones.competencias.filter((c) => c.padreId === null);
    for (const c of padres.slice(0, opciones.limites.maxCompetencias + 1))
      await modal.getByLabel(c.nombre, { exact: true }).check();
    await modal.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(
      modal.getByText(MENSAJES_PRUEBAS_PEDIDO.maxCompetencias(opciones.limites.maxCompetencias)),
    ).toBeVisible();
    const sobra = padres[opciones.limites.maxCompetencias]!;
    await modal.getByLabel(sobra.nombre, { exact: true }).uncheck();
    const padre = padres[0]!;
    const sub = opciones.competencias.find((c) => c.padreId === padre.id);
    if (sub) await modal.getByLabel(sub.nombre, { exact: true }).check();

    // Video interview: the default questions come filled in; one more of our own.
    await modal.getByLabel('Video entrevista').check();
    const numero = Math.min(opciones.preguntasDefecto.length, opciones.limites.maxPreguntasEntrevista);
    await expect(modal.getByLabel(/^Pregunta \d+/)).toHaveCount(numero);
    if (numero < opciones.limites.maxPreguntasEntrevista) {
      await modal.getByRole('button', { name: 'Agregar pregunta' }).click();
      await modal.getByLabel(`Pregunta ${numero + 1}`).fill('¿Qué sabe de nuestra empresa?');
    }
    await modal.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(enPantalla(page, MENSAJES_PRUEBAS_PEDIDO.definidas)).toBeVisible();
    await expect(modal).toBeHidden();

    // The modal now offers only the missing ones.
    await page.getByRole('button', { name: 'Agregar pruebas' }).click();
    await expect(modal.getByLabel('IDISC')).toBeVisible();
    await expect(modal.getByLabel('DETAC', { exact: true })).toHaveCount(0);
    await expect(modal.getByLabel('Video entrevista')).toHaveCount(0);
    const despues = await apiDe('psicologa').pedidos.opcionesPruebas.query({ pedidoId: pedido.id });
    expect(despues.disponibles).toEqual(['FAC', 'IDISC', 'VALORES']);
    expect(despues.pedido.detac).toBe(opciones.detac[0]!.codigo);
    expect(despues.pedido.competencias.length).toBe(opciones.limites.maxCompetencias + (sub ? 1 : 0));
  });
});
