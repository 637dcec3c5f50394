declare module 'virtual:grid-locale/*' {
  const texts: Record<string, string>;
  export default texts;
}
