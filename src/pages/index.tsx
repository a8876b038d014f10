import * as React from 'react'
export default function Home() { return <main><h1>helios</h1></main> }
export const Head = () => <title>helios</title>
