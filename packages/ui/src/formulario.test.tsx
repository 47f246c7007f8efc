// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { Controller } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campo, type LoginInput } from '@talento/rules';
import { CampoTexto } from './campo-texto';
import { CampoDinero } from './campo-dinero';
import { Seleccion } from './campos-formulario';
import { ponerErroresDelServidor } from './errores-servidor';
import { FormularioLogin } from './formulario-login';
import { propsDeControl } from './props-de-control';
import { SelectorFecha } from './selector-fecha';
import { useFormulario } from './use-formulario';

afterEach(cleanup);

const Esquema = z.object({
  nombre: campo.texto({ min: 1, max: 50, mensaje: 'Campo requerido' }),
  salario: campo
    .dinero({ mensaje: 'Debe ser un número' })
    .refine((v) => v > 0, 'El salario debe ser mayor a 0'),
  sucursalId: campo.id('El campo sucursal es requerido'),
  fecha: campo.fechaHora('La fecha es requerida').nullable(),
});

/** A form like the product's: a registered input, a controlled money field, a select and a date. */
function Formulario({ onDatos, falla }: { onDatos: (d: z.output<typeof Esquema>) => void; falla?: unknown }) {
  const { register, control, handleSubmit, setError, formState, refFormulario } = useFormulario(Esquema, {
    defaultValues: { nombre: '', salario: undefined, sucursalId: undefined, fecha: null },
  });
  const enviar = handleSubmit((datos) => {
    if (falla) ponerErroresDelServidor(falla, setError);
    else onDatos(datos);
  });
  return (
    <form ref={refFormulario} noValidate onSubmit={(e) => void enviar(e)}>
      <Controller
        control={control}
        name="fecha"
        render={(c) => <SelectorFecha etiqueta="Fecha" {...propsDeControl(c)} />}
      />
      <CampoTexto
        etiqueta="Nombre"
        requerido
        error={formState.errors.nombre?.message}
        {...register('nombre')}
      />
      <Controller
        control={control}
        name="salario"
        render={(c) => <CampoDinero etiqueta="Salario" requerido {...propsDeControl(c)} />}
      />
      <Controller
        control={control}
        name="sucursalId"
        render={(c) => (
          <Seleccion
            etiqueta="Sucursal"
            requerido
            opciones={[{ valor: 7, etiqueta: 'Centro' }]}
            {...propsDeControl(c)}
            onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
          />
        )}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

/** A controlled field above a registered one: registration order (register first) is not the screen's order. */
function ControladoArriba() {
  const { register, control, handleSubmit, formState, refFormulario } = useFormulario(
    Esquema.pick({ nombre: true, salario: true }),
    {
      defaultValues: { nombre: '', salario: undefined },
    },
  );
  const nombreRegistrado = register('nombre');
  return (
    <form ref={refFormulario} noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
      <Controller
        control={control}
        name="salario"
        render={(c) => <CampoDinero etiqueta="Salario" {...propsDeControl(c)} />}
      />
      <CampoTexto etiqueta="Nombre" {...nombreRegistrado} error={formState.errors.nombre?.message} />
      <button type="submit">Guardar</button>
    </form>
  );
}

const nombre = () => screen.getByRole('textbox', { name: 'Nombre' });
const salario = () => screen.getByRole('textbox', { name: 'Salario' });
const sucursal = () => screen.getByRole('combobox', { name: 'Sucursal' });

describe('useFormulario con el esquema compartido', () => {
  it('al enviar vacío muestra los mensajes del esquema bajo cada campo y enfoca el primero inválido', async () => {
    const enviados: unknown[] = [];
    render(<Formulario onDatos={(d) => enviados.push(d)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(nombre().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(nombre());
    expect(screen.getByText('Campo requerido')).toBeTruthy();
    expect(screen.getByText('Debe ser un número')).toBeTruthy();
    expect(screen.getByText('El campo sucursal es requerido')).toBeTruthy();
    expect(enviados).toEqual([]);
  });

  it('el foco llega también a un campo controlado (Controller + field.ref) cuando es el primero inválido', async () => {
    render(<Formulario onDatos={() => undefined} />);
    await userEvent.type(nombre(), 'Auxiliar');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(document.activeElement).toBe(salario()));
    await userEvent.type(salario(), '1500000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(document.activeElement).toBe(sucursal()));
  });

  it('el foco va al primer campo inválido en pantalla aunque otro se haya registrado antes', async () => {
    render(<ControladoArriba />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(nombre().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(salario());
  });

  it('entrega números como números: el dinero formateado y el id de la selección', async () => {
    const enviados: z.output<typeof Esquema>[] = [];
    render(<Formulario onDatos={(d) => enviados.push(d)} />);
    await userEvent.type(nombre(), '  Auxiliar ');
    await userEvent.type(salario(), '1500000');
    expect(salario()).toHaveProperty('value', '$1.500.000');
    await userEvent.selectOptions(sucursal(), 'Centro');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({ nombre: 'Auxiliar', salario: 1500000, sucursalId: 7, fecha: null });
  });

  it('los mensajes por campo de un 400 del servidor van a setError, bajo su campo, y enfocan el primero', async () => {
    // The shape the API's errorFormatter answers for a refused input (data.campos: each field's Spanish messages).
    const falla = TRPCClientError.from({
      error: {
        message: 'Información errada',
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          campos: {
            salario: ['El valor es demasiado grande'],
            sucursalId: ['La sucursal seleccionada no existe'],
            _: ['Ignorado'],
          },
        },
      },
    });
    render(<Formulario onDatos={() => undefined} falla={falla} />);
    await userEvent.type(nombre(), 'Auxiliar');
    await userEvent.type(salario(), '1500000');
    await userEvent.selectOptions(sucursal(), 'Centro');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('El valor es demasiado grande')).toBeTruthy());
    expect(screen.getByText('La sucursal seleccionada no existe')).toBeTruthy();
    expect(screen.queryByText('Ignorado')).toBeNull();
    expect(salario().getAttribute('aria-invalid')).toBe('true');
    const mensaje = screen.getByText('El valor es demasiado grande');
    expect(salario().getAttribute('aria-describedby')).toContain(mensaje.id);
    expect(document.activeElement).toBe(salario());
  });

  it('un error que no es un 400 con campos no toca el formulario', () => {
    const errores: string[] = [];
    const conflicto = TRPCClientError.from({
      error: {
        message: 'El registro fue modificado',
        code: -32600,
        data: { code: 'CONFLICT', httpStatus: 409 },
      },
    });
    expect(ponerErroresDelServidor(conflicto, (campo) => errores.push(campo))).toBe(false);
    expect(ponerErroresDelServidor(new Error('red'), (campo) => errores.push(campo))).toBe(false);
    expect(errores).toEqual([]);
  });
});

describe('FormularioLogin', () => {
  it('vacío: un solo mensaje de la especificación, campos marcados y el foco en Usuario; completo: entrega los datos con el portal', async () => {
    const datos: LoginInput[] = [];
    render(
      <FormularioLogin
        portal="cliente"
        subtitulo="Portal"
        logo="/logo.svg"
        error={null}
        cargando={false}
        onIngresar={(d) => datos.push(d)}
      />,
    );
    const usuario = screen.getByRole('textbox', { name: 'Usuario' });
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toBe('Falta algún campo obligatorio');
    expect(document.activeElement).toBe(usuario);
    expect(usuario.getAttribute('aria-invalid')).toBe('true');
    expect(usuario.getAttribute('aria-describedby')).toContain(alerta.id);
    await userEvent.type(usuario, 'jefe');
    await userEvent.type(screen.getByLabelText('Contraseña', { selector: 'input' }), ' clave ');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(datos).toEqual([{ usuario: 'jefe', contrasena: ' clave ', portal: 'cliente' }]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
