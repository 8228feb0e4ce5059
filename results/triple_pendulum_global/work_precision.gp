# Work-precision plots written by mbdae compare: error of the marker against wall time.
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker D up to t = 5 s (m)' noenhanced
set terminal pngcairo noenhanced size 1400,939 font ',9'
set key below vertical maxrows 11 height 2 font ',8'
set output 'work_precision_nacf_adaptive.png'
set title 'Work-precision: triple_pendulum, nacf_adaptive, t_end = 5 s' noenhanced
plot 'work_precision_nacf_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 8 using 2:1 with linespoints lc rgb '#9c755f' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 9 using 2:1 with linespoints lc rgb '#bab0ac' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 10 using 2:1 with linespoints lc rgb '#4e79a7' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 11 using 2:1 with linespoints lc rgb '#f28e2b' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 12 using 2:1 with linespoints lc rgb '#e15759' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 13 using 2:1 with linespoints lc rgb '#76b7b2' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 14 using 2:1 with linespoints lc rgb '#59a14f' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 15 using 2:1 with linespoints lc rgb '#edc948' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 16 using 2:1 with linespoints lc rgb '#b07aa1' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 17 using 2:1 with linespoints lc rgb '#ff9da7' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 18 using 2:1 with linespoints lc rgb '#9c755f' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 19 using 2:1 with linespoints lc rgb '#bab0ac' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 20 using 2:1 with linespoints lc rgb '#4e79a7' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 21 using 2:1 with linespoints lc rgb '#f28e2b' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 22 using 2:1 with linespoints lc rgb '#e15759' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 23 using 2:1 with linespoints lc rgb '#76b7b2' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 24 using 2:1 with linespoints lc rgb '#59a14f' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 25 using 2:1 with linespoints lc rgb '#edc948' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 26 using 2:1 with linespoints lc rgb '#b07aa1' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 27 using 2:1 with linespoints lc rgb '#ff9da7' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 28 using 2:1 with linespoints lc rgb '#9c755f' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 29 using 2:1 with linespoints lc rgb '#bab0ac' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 30 using 2:1 with linespoints lc rgb '#4e79a7' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 31 using 2:1 with linespoints lc rgb '#f28e2b' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 32 using 2:1 with linespoints lc rgb '#e15759' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 33 using 2:1 with linespoints lc rgb '#76b7b2' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 34 using 2:1 with linespoints lc rgb '#59a14f' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 35 using 2:1 with linespoints lc rgb '#edc948' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 36 using 2:1 with linespoints lc rgb '#b07aa1' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 37 using 2:1 with linespoints lc rgb '#ff9da7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 38 using 2:1 with linespoints lc rgb '#9c755f' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 39 using 2:1 with linespoints lc rgb '#bab0ac' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 40 using 2:1 with linespoints lc rgb '#4e79a7' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 41 using 2:1 with linespoints lc rgb '#f28e2b' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 42 using 2:1 with linespoints lc rgb '#e15759' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 43 using 2:1 with linespoints lc rgb '#76b7b2' pt 3 ps 0.6 title columnheader(1)
set terminal pngcairo noenhanced size 1400,939 font ',9'
set key below vertical maxrows 11 height 2 font ',8'
set output 'work_precision_rpcf-ep_adaptive.png'
set title 'Work-precision: triple_pendulum, rpcf-ep_adaptive, t_end = 5 s' noenhanced
plot 'work_precision_rpcf-ep_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 8 using 2:1 with linespoints lc rgb '#9c755f' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 9 using 2:1 with linespoints lc rgb '#bab0ac' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 10 using 2:1 with linespoints lc rgb '#4e79a7' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 11 using 2:1 with linespoints lc rgb '#f28e2b' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 12 using 2:1 with linespoints lc rgb '#e15759' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 13 using 2:1 with linespoints lc rgb '#76b7b2' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 14 using 2:1 with linespoints lc rgb '#59a14f' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 15 using 2:1 with linespoints lc rgb '#edc948' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 16 using 2:1 with linespoints lc rgb '#b07aa1' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 17 using 2:1 with linespoints lc rgb '#ff9da7' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 18 using 2:1 with linespoints lc rgb '#9c755f' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 19 using 2:1 with linespoints lc rgb '#bab0ac' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 20 using 2:1 with linespoints lc rgb '#4e79a7' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 21 using 2:1 with linespoints lc rgb '#f28e2b' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 22 using 2:1 with linespoints lc rgb '#e15759' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 23 using 2:1 with linespoints lc rgb '#76b7b2' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 24 using 2:1 with linespoints lc rgb '#59a14f' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 25 using 2:1 with linespoints lc rgb '#edc948' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 26 using 2:1 with linespoints lc rgb '#b07aa1' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 27 using 2:1 with linespoints lc rgb '#ff9da7' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 28 using 2:1 with linespoints lc rgb '#9c755f' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 29 using 2:1 with linespoints lc rgb '#bab0ac' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 30 using 2:1 with linespoints lc rgb '#4e79a7' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 31 using 2:1 with linespoints lc rgb '#f28e2b' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 32 using 2:1 with linespoints lc rgb '#e15759' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 33 using 2:1 with linespoints lc rgb '#76b7b2' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 34 using 2:1 with linespoints lc rgb '#59a14f' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 35 using 2:1 with linespoints lc rgb '#edc948' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 36 using 2:1 with linespoints lc rgb '#b07aa1' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 37 using 2:1 with linespoints lc rgb '#ff9da7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 38 using 2:1 with linespoints lc rgb '#9c755f' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 39 using 2:1 with linespoints lc rgb '#bab0ac' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_rpcf-ep_adaptive.dat' index 40 using 2:1 with linespoints lc rgb '#4e79a7' pt 13 ps 0.6 title columnheader(1)
set terminal pngcairo noenhanced size 1400,913 font ',9'
set key below vertical maxrows 9 height 2 font ',8'
set output 'work_precision_relative_adaptive.png'
set title 'Work-precision: triple_pendulum, relative_adaptive, t_end = 5 s' noenhanced
plot 'work_precision_relative_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 8 using 2:1 with linespoints lc rgb '#9c755f' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 9 using 2:1 with linespoints lc rgb '#bab0ac' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 10 using 2:1 with linespoints lc rgb '#4e79a7' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 11 using 2:1 with linespoints lc rgb '#f28e2b' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 12 using 2:1 with linespoints lc rgb '#e15759' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 13 using 2:1 with linespoints lc rgb '#76b7b2' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 14 using 2:1 with linespoints lc rgb '#59a14f' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 15 using 2:1 with linespoints lc rgb '#edc948' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 16 using 2:1 with linespoints lc rgb '#b07aa1' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 17 using 2:1 with linespoints lc rgb '#ff9da7' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 18 using 2:1 with linespoints lc rgb '#9c755f' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 19 using 2:1 with linespoints lc rgb '#bab0ac' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 20 using 2:1 with linespoints lc rgb '#4e79a7' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 21 using 2:1 with linespoints lc rgb '#f28e2b' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 22 using 2:1 with linespoints lc rgb '#e15759' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 23 using 2:1 with linespoints lc rgb '#76b7b2' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 24 using 2:1 with linespoints lc rgb '#59a14f' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 25 using 2:1 with linespoints lc rgb '#edc948' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 26 using 2:1 with linespoints lc rgb '#b07aa1' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 27 using 2:1 with linespoints lc rgb '#ff9da7' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 28 using 2:1 with linespoints lc rgb '#9c755f' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 29 using 2:1 with linespoints lc rgb '#bab0ac' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 30 using 2:1 with linespoints lc rgb '#4e79a7' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 31 using 2:1 with linespoints lc rgb '#f28e2b' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 32 using 2:1 with linespoints lc rgb '#e15759' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 33 using 2:1 with linespoints lc rgb '#76b7b2' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 34 using 2:1 with linespoints lc rgb '#59a14f' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 35 using 2:1 with linespoints lc rgb '#edc948' pt 6 ps 0.6 title columnheader(1)
set terminal pngcairo noenhanced size 1400,913 font ',9'
set key below vertical maxrows 9 height 2 font ',8'
set output 'work_precision_relative-velocity-transformation_adaptive.png'
set title 'Work-precision: triple_pendulum, relative-velocity-transformation_adaptive, t_end = 5 s' noenhanced
plot 'work_precision_relative-velocity-transformation_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 8 using 2:1 with linespoints lc rgb '#9c755f' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 9 using 2:1 with linespoints lc rgb '#bab0ac' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 10 using 2:1 with linespoints lc rgb '#4e79a7' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 11 using 2:1 with linespoints lc rgb '#f28e2b' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 12 using 2:1 with linespoints lc rgb '#e15759' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 13 using 2:1 with linespoints lc rgb '#76b7b2' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 14 using 2:1 with linespoints lc rgb '#59a14f' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 15 using 2:1 with linespoints lc rgb '#edc948' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 16 using 2:1 with linespoints lc rgb '#b07aa1' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 17 using 2:1 with linespoints lc rgb '#ff9da7' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 18 using 2:1 with linespoints lc rgb '#9c755f' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 19 using 2:1 with linespoints lc rgb '#bab0ac' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 20 using 2:1 with linespoints lc rgb '#4e79a7' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 21 using 2:1 with linespoints lc rgb '#f28e2b' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 22 using 2:1 with linespoints lc rgb '#e15759' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 23 using 2:1 with linespoints lc rgb '#76b7b2' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 24 using 2:1 with linespoints lc rgb '#59a14f' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 25 using 2:1 with linespoints lc rgb '#edc948' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 26 using 2:1 with linespoints lc rgb '#b07aa1' pt 6 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 27 using 2:1 with linespoints lc rgb '#ff9da7' pt 4 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 28 using 2:1 with linespoints lc rgb '#9c755f' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 29 using 2:1 with linespoints lc rgb '#bab0ac' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 30 using 2:1 with linespoints lc rgb '#4e79a7' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 31 using 2:1 with linespoints lc rgb '#f28e2b' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 32 using 2:1 with linespoints lc rgb '#e15759' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 33 using 2:1 with linespoints lc rgb '#76b7b2' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 34 using 2:1 with linespoints lc rgb '#59a14f' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_relative-velocity-transformation_adaptive.dat' index 35 using 2:1 with linespoints lc rgb '#edc948' pt 6 ps 0.6 title columnheader(1)
