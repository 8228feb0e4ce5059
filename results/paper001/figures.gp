# The figures of mbdae reproduce paper001, from runs.csv.
set datafile separator ','
set grid
set logscale xy
set terminal pngcairo size 1200,460 font ',10' noenhanced
set output 'six_body_chain.png'
set multiplot layout 1,2 title 'six_body_chain: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'six_body_chain' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'four_bar.png'
set multiplot layout 1,2 title 'four_bar: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'bricard.png'
set multiplot layout 1,2 title 'bricard: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'vehicle.png'
set multiplot layout 1,2 title 'vehicle: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'vehicle' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'revolute_chain_n10.png'
set multiplot layout 1,2 title 'revolute_chain_n10: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n10' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'revolute_chain_n100.png'
set multiplot layout 1,2 title 'revolute_chain_n100: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n100' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
set output 'revolute_chain_n1000.png'
set multiplot layout 1,2 title 'revolute_chain_n1000: ALI3-P, global against semi-recursive'
unset key
set xlabel 'wall time (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $14 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
set key top left box opaque
set xlabel 'dt (s)'
set ylabel 'largest marker error (m)'
plot 'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'nacf' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 5 title 'nacf', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'rpcf-ep' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 6 title 'rpcf-ep', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'relative' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 7 title 'relative', \
     'runs.csv' using (strcol(1) eq 'revolute_chain_n1000' && strcol(2) eq 'relative-velocity-transformation' && strcol(4) eq 'ok' ? $3 : 1/0):10 with linespoints lw 1.5 pt 8 title 'relative-velocity-transformation'
unset multiplot
