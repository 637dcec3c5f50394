/** Menu options (modules) of the portal with their ERP ids (spec 1 §3). */
export const OPCIONES = [
  { id: 1, codigo: 'CATALOGO', nombre: 'Catálogo', orden: 1 },
  { id: 2, codigo: 'TIENDA', nombre: 'Tienda', orden: 2 },
  { id: 3, codigo: 'PRESUPUESTOS', nombre: 'Presupuestos', orden: 3 },
  { id: 4, codigo: 'INFORMES', nombre: 'Informes', orden: 4 },
  { id: 5, codigo: 'ADMIN_USU', nombre: 'Administración de usuarios', orden: 5 },
  { id: 6, codigo: 'ADMIN_INF', nombre: 'Diseñador de informes', orden: 6 },
] as const;

/** Portal roles with their ids; the order is the order of the role list. */
export const ROLES = [
  { id_rol: 1, role: 'ADMIN', descripcion: 'Administrador' },
  { id_rol: 2, role: 'REPRESENTANTE', descripcion: 'Representante' },
  { id_rol: 3, role: 'CLIENTE', descripcion: 'Cliente' },
  { id_rol: 4, role: 'SUCURSAL', descripcion: 'Sucursal' },
  { id_rol: 5, role: 'PROVEEDOR', descripcion: 'Proveedor' },
  { id_rol: 6, role: 'SOPORTE', descripcion: 'Soporte' },
  { id_rol: 7, role: 'MULTISUCURSAL', descripcion: 'Multisucursal' },
] as const;

/** Order web statuses with their ERP order and manufacturing status and the four descriptions. */
export const ESTADOS_PEDIDO_WEB = [
  { estado: 1, pedido: 1, fabricacion: 0, icono: 'inbox', desc: { ES: 'Recibido', EN: 'Received', FR: 'Reçu', IT: 'Ricevuto' } },
  { estado: 2, pedido: 2, fabricacion: 0, icono: 'fact_check', desc: { ES: 'En revisión', EN: 'Under review', FR: 'En révision', IT: 'In revisione' } },
  { estado: 3, pedido: 3, fabricacion: 1, icono: 'precision_manufacturing', desc: { ES: 'En fabricación', EN: 'In production', FR: 'En fabrication', IT: 'In produzione' } },
  { estado: 4, pedido: 4, fabricacion: 2, icono: 'inventory_2', desc: { ES: 'Preparado', EN: 'Ready', FR: 'Préparé', IT: 'Pronto' } },
  { estado: 5, pedido: 5, fabricacion: 2, icono: 'local_shipping', desc: { ES: 'Enviado', EN: 'Shipped', FR: 'Expédié', IT: 'Spedito' } },
  { estado: 6, pedido: 6, fabricacion: 2, icono: 'task_alt', desc: { ES: 'Entregado', EN: 'Delivered', FR: 'Livré', IT: 'Consegnato' } },
  { estado: 7, pedido: 7, fabricacion: 2, icono: 'receipt_long', desc: { ES: 'Facturado', EN: 'Invoiced', FR: 'Facturé', IT: 'Fatturato' } },
] as const;
