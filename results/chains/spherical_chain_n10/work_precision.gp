# Work-precision plots written by mbdae compare: error of the marker against wall time.
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker tip up to t = 1 s (m)' noenhanced
set terminal pngcairo noenhanced size 1400,835 font ',9'
set key below vertical maxrows 3 height 2 font ',8'
set output 'work_precision_nacf_fixed.png'
set title 'Work-precision: spherical_chain, nacf_fixed, t_end = 1 s' noenhanced
plot 'work_precision_nacf_fixed.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_fixed.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set terminal pngcairo noenhanced size 1400,835 font ',9'
set key below vertical maxrows 3 height 2 font ',8'
set output 'work_precision_nacf_adaptive.png'
set title 'Work-precision: spherical_chain, nacf_adaptive, t_end = 1 s' noenhanced
plot 'work_precision_nacf_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 4 using 2:1 with linespoints lc rgb '#59a14f' pt 13 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 5 using 2:1 with linespoints lc rgb '#edc948' pt 1 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 6 using 2:1 with linespoints lc rgb '#b07aa1' pt 2 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 7 using 2:1 with linespoints lc rgb '#ff9da7' pt 3 ps 0.6 title columnheader(1), \
  'work_precision_nacf_adaptive.dat' index 8 using 2:1 with linespoints lc rgb '#9c755f' pt 6 ps 0.6 title columnheader(1), \
  for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
