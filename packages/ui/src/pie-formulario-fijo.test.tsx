// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Boton } from './boton';
import { CampoTexto } from './campo-texto';
import { PieFormularioFijo } from './pie-formulario-fijo';
import { useFormulario } from './use-formulario';

afterEach(cleanup);

const Esquema = z.object({ nombre: z.string().min(1, 'Campo requerido') });

/** A page form like the product's: one field, the sticky bar fed by react-hook-form's isDirty. */
function Formulario({
  onGuardar,
  onCancelarRegistro,
  ocupado = false,
}: {
  onGuardar: (nombre: string) => void;
  onCancelarRegistro?: () => void;
  ocupado?: boolean;
}) {
  const { register, handleSubmit, reset, formState, refFormulario } = useFormulario(Esquema, {
    defaultValues: { nombre: 'Bodega norte' },
  });
  return (
    <form
      ref={refFormulario}
      noValidate
      aria-label="Prueba"
      onSubmit={(e) => void handleSubmit((d) => onGuardar(d.nombre))(e)}
    >
      <CampoTexto etiqueta="Nombre" {...register('nombre')} />
      <PieFormularioFijo
        texto="Guardar"
        sucio={formState.isDirty}
        onDescartar={() => reset()}
        ocupado={ocupado}
        destructiva={
          onCancelarRegistro && (
            <Boton variante="peligro" onClick={onCancelarRegistro}>
              Cancelar Perfil
            </Boton>
          )
        }
      />
    </form>
  );
}

const barra = () => screen.getByRole('region', { name: 'Acciones del formulario' });
const estado = () => screen.getByRole('status');

describe('PieFormularioFijo', () => {
  it('marks unsaved changes only while the form differs from what it loaded, and "Descartar cambios" restores it', async () => {
    render(<Formulario onGuardar={vi.fn()} />);
    const campo = screen.getByLabelText('Nombre');
    expect([estado().textContent, screen.queryByRole('button', { name: 'Descartar cambios' })]).toEqual([
      '',
      null,
    ]);

    await userEvent.type(campo, ' 2');
    expect(estado().textContent).toBe('Cambios sin guardar');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect([(campo as HTMLInputElement).value, estado().textContent]).toEqual(['Bodega norte', '']);
    expect(screen.queryByRole('button', { name: 'Descartar cambios' })).toBeNull();

    // Typing the loaded value back is no change either.
    await userEvent.type(campo, 'x');
    await userEvent.type(campo, '{Backspace}');
    expect(estado().textContent).toBe('');
  });

  it('is sticky at the bottom, submits the form it sits in (button and Enter) and waits while busy', async () => {
    const onGuardar = vi.fn();
    const { rerender } = render(<Formulario onGuardar={onGuardar} />);
    expect(barra().className).toMatch(/\bsticky\b/);
    expect(barra().className).toMatch(/\bbottom-0\b/);

    await userEvent.type(screen.getByLabelText('Nombre'), ' sur');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.type(screen.getByLabelText('Nombre'), '{Enter}');
    expect(onGuardar.mock.calls).toEqual([['Bodega norte sur'], ['Bodega norte sur']]);

    rerender(<Formulario onGuardar={onGuardar} ocupado />);
    const botones = [
      screen.getByRole('button', { name: 'Guardar' }),
      screen.getByRole('button', { name: 'Descartar cambios' }),
    ] as HTMLButtonElement[];
    expect(botones.map((b) => b.disabled)).toEqual([true, true]);
  });

  it('keeps the action that destroys the record first and apart, never in the primary colour', async () => {
    const onCancelarRegistro = vi.fn();
    render(<Formulario onGuardar={vi.fn()} onCancelarRegistro={onCancelarRegistro} />);
    await userEvent.type(screen.getByLabelText('Nombre'), ' 2');
    const nombres = Array.from(barra().querySelectorAll('button')).map((b) => b.textContent);
    expect(nombres).toEqual(['Cancelar Perfil', 'Descartar cambios', 'Guardar']);
    const destructiva = screen.getByRole('button', { name: 'Cancelar Perfil' });
    expect(destructiva.className).not.toMatch(/bg-marca-600/);
    await userEvent.click(destructiva);
    expect(onCancelarRegistro).toHaveBeenCalledTimes(1);
  });
});
